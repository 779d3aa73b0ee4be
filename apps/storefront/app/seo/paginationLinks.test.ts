import { describe, expect, it } from 'vitest';
import { paginationLinks } from './paginationLinks';

describe('spec 2.2 paginated listings name their neighbours', () => {
  it('page one has a next link and no prev link', () => {
    expect(paginationLinks('https://shop.example/de-de/Pflege/', { page: 1, totalPages: 3 }, '')).toEqual([
      { tagName: 'link', rel: 'next', href: 'https://shop.example/de-de/Pflege/p=2' },
    ]);
  });

  it('a middle page links page one at its one URL, without a page segment, and the next page', () => {
    expect(paginationLinks('https://shop.example/de-de/Pflege/p=2', { page: 2, totalPages: 3 }, '')).toEqual([
      { tagName: 'link', rel: 'prev', href: 'https://shop.example/de-de/Pflege/' },
      { tagName: 'link', rel: 'next', href: 'https://shop.example/de-de/Pflege/p=3' },
    ]);
  });

  it('the last page has a prev link only, keeping the filters and sorting of the page', () => {
    expect(
      paginationLinks(
        'https://shop.example/de-de/Pflege/p=3',
        { page: 3, totalPages: 3 },
        '?order=price-asc',
      ),
    ).toEqual([
      { tagName: 'link', rel: 'prev', href: 'https://shop.example/de-de/Pflege/p=2?order=price-asc' },
    ]);
  });

  it('a listing of one page has neither', () => {
    expect(paginationLinks('https://shop.example/de-de/Pflege/', { page: 1, totalPages: 1 }, '')).toEqual([]);
  });
});
