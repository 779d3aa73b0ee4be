import { describe, expect, it } from 'vitest';
import { categoryContentUrls } from './categoryContentUrls';

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
});
