import { describe, expect, it } from 'vitest';
import { categoryContentUrls, pickCategoryPage } from './categoryContentMatch';

const ID = 'f'.repeat(32);

describe('spec 2.4 category pages: CMS content found by the category URL', () => {
  it.each([
    ['/de-de/Hautpflege/', ['/Hautpflege/', '/Hautpflege']],
    ['/de-de/Hautpflege/Gesichtspflege/p=3', ['/Hautpflege/Gesichtspflege/', '/Hautpflege/Gesichtspflege']],
    ['/Hautpflege', ['/Hautpflege/', '/Hautpflege']],
    ['/fr-ch/Soins-du-visage/', ['/Soins-du-visage/', '/Soins-du-visage']],
  ])(
    '%s: the path without locale prefix and page, with and without slash, then the id form',
    (path, urls) => {
      expect(categoryContentUrls(path, ID)).toEqual([...urls, `/navigation/${ID}/`, `/navigation/${ID}`]);
    },
  );

  it('the /navigation/{id} route asks for the id form once', () => {
    expect(categoryContentUrls(`/en-gb/navigation/${ID}/`, ID)).toEqual([
      `/navigation/${ID}/`,
      `/navigation/${ID}`,
    ]);
  });

  it('leaves out a path with a comma, which the [in] filter would split', () => {
    expect(categoryContentUrls('/de-de/A,B/', ID)).toEqual([`/navigation/${ID}/`, `/navigation/${ID}`]);
  });

  const urls = ['/Hautpflege/', '/Hautpflege', `/navigation/${ID}/`, `/navigation/${ID}`];

  it('prefers the entry written for the market, then the SEO path over the id form', () => {
    const entries = [
      { id: 'general-id-form', url: `/navigation/${ID}/`, market: undefined },
      { id: 'general-path', url: '/Hautpflege/', market: undefined },
      { id: 'swiss', url: `/navigation/${ID}`, market: 'CH' },
    ];
    expect(pickCategoryPage(entries, urls, 'CH')).toBe('swiss');
    expect(pickCategoryPage(entries, urls, 'DE')).toBe('general-path');
  });

  it('never shows an entry of another market or for another URL', () => {
    const entries = [
      { id: 'austrian', url: '/Hautpflege/', market: 'AT' },
      { id: 'other', url: '/Make-up/', market: undefined },
    ];
    expect(pickCategoryPage(entries, urls, 'DE')).toBeUndefined();
  });
});
