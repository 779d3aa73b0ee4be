import { describe, expect, it } from 'vitest';
import { isPreviewPath, toContentfulLocale } from './contentfulLocale';

describe('contentfulLocale', () => {
  it.each([
    ['/preview/some-entry', true],
    ['/fr-fr/preview/x', true],
    ['/magazine/previews', true],
    ['/magazine', false],
  ] as const)(
    'path %s loads content from the preview API: %s (any path containing /preview)',
    (path, preview) => {
      expect(isPreviewPath(path)).toBe(preview);
    },
  );

  it.each([
    ['de-ch', 'de-CH'],
    [' EN-gb ', 'en-GB'],
  ])('spells shop locale %j the Contentful way: %s', (locale, contentful) => {
    expect(toContentfulLocale(locale)).toBe(contentful);
  });

  it.each(['*', 'de', 'deu-de'])('refuses %j, which is not a shop locale', (locale) => {
    expect(() => toContentfulLocale(locale)).toThrow(RangeError);
  });
});
