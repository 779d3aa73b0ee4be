import { describe, expect, it } from 'vitest';
import { MalformedPathError, parseSeoPath } from './seoPath';

describe('spec 2.2 /{all...} and /{all...}/p={page}', () => {
  it('looks a category path up with and without its trailing slash', () => {
    expect(parseSeoPath('/de-de/Hautpflege/Cremes/')).toEqual({
      candidates: ['Hautpflege/Cremes/', 'Hautpflege/Cremes'],
      page: 1,
    });
  });

  it('reads the page from a trailing p={page} segment', () => {
    expect(parseSeoPath('/fr-ch/Soins/p=3')).toEqual({ candidates: ['Soins/', 'Soins'], page: 3 });
    expect(parseSeoPath('/Soins/p=2/')).toEqual({ candidates: ['Soins/', 'Soins'], page: 2 });
  });

  it('decodes percent-encoded segments', () => {
    expect(parseSeoPath('/de-at/K%C3%B6rper')?.candidates[1]).toBe('Körper');
  });

  it('refuses a segment with broken percent-encoding as malformed, not as an unknown page', () => {
    expect(() => parseSeoPath('/de-de/%E0%A4%A/')).toThrow(MalformedPathError);
  });

  it.each(['/de-de', '/de-de/p=2', '/x/p=0'])('%s is no SEO path', (path) => {
    expect(parseSeoPath(path)).toBeUndefined();
  });
});
