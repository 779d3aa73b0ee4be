import { describe, expect, it } from 'vitest';
import { countryBannerSuggestion, localeForLanguageTag } from './countryBanner';
import type { Locale } from './locales';

describe('the shop locale a browser language points to', () => {
  it.each<[string, Locale | undefined]>([
    ['fr-CH', 'fr-ch'],
    ['de-AT', 'de-at'],
    ['de-CH', 'de-ch'],
    ['fr-FR', 'fr-fr'],
    ['de-DE', 'de-de'],
    ['en-GB', 'en-gb'],
    ['EN-gb', 'en-gb'],
    ['de_AT', 'de-at'],
    ['en-DE', 'en-gb'],
    ['it-CH', 'de-ch'],
    ['en-CH', 'de-ch'],
    ['en-AT', 'de-at'],
    ['de-FR', 'fr-fr'],
    ['de-Latn-AT', 'de-at'],
    ['fr', undefined],
    ['de', undefined],
    ['en-US', undefined],
    ['fr-BE', undefined],
    ['de-LU', undefined],
    ['', undefined],
    ['*', undefined],
  ])('%s → %s', (tag, locale) => {
    expect(localeForLanguageTag(tag)).toBe(locale);
  });
});

describe('spec 2.4 country banner decision', () => {
  it.each<[string, Locale, readonly string[], boolean, Locale | undefined]>([
    ['a Swiss French browser on the German shop is offered fr-ch', 'de-de', ['fr-CH', 'fr'], false, 'fr-ch'],
    ['an Austrian browser on the German shop is offered de-at', 'de-de', ['de-AT', 'de'], false, 'de-at'],
    ['a browser matching the current locale sees no banner', 'fr-ch', ['fr-CH', 'fr'], false, undefined],
    ['the first language naming a market decides', 'de-de', ['de-DE', 'fr-CH'], false, undefined],
    ['languages without a market are skipped', 'de-de', ['fr', 'en-US', 'de-AT'], false, 'de-at'],
    ['no market in any language: no banner', 'fr-fr', ['en-US', 'en'], false, undefined],
    ['no languages at all: no banner', 'de-de', [], false, undefined],
    ['a dismissed banner stays away', 'de-de', ['fr-CH'], true, undefined],
    ['the same market in another language is still a suggestion', 'de-ch', ['fr-CH'], false, 'fr-ch'],
  ])('%s', (_title, current, preferredLanguages, dismissed, expected) => {
    expect(countryBannerSuggestion({ current, preferredLanguages, dismissed })).toBe(expected);
  });
});
