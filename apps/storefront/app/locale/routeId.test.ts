import { describe, expect, it } from 'vitest';
import { localeFromRouteId, localeOfMatches, routeIdFor, routeNameOf } from './routeId';

describe('spec 2.1 route names carry ___{locale}', () => {
  it.each([
    ['search___fr-ch', 'fr-ch'],
    ['frontend.navigation.page___en-gb', 'en-gb'],
    ['search___de-de___default', 'de-de'],
    ['search', 'de-de'],
    ['search___xx', 'de-de'],
  ] as const)(
    'route id %s is in language %s (unknown or missing suffix falls back to the default)',
    (id, locale) => {
      expect(localeFromRouteId(id)).toBe(locale);
    },
  );

  it('names unprefixed routes after the default locale with a default marker so ids stay unique', () => {
    expect(routeIdFor('search', undefined)).toBe('search___de-de___default');
    expect(routeIdFor('search', 'de-de')).toBe('search___de-de');
    expect(routeNameOf('search___de-de___default')).toBe('search');
  });

  it("takes a page's locale from its deepest matched route, the default without matches", () => {
    expect(localeOfMatches([{ id: 'root' }, { id: 'locale___fr-fr' }, { id: 'all___fr-fr' }])).toBe('fr-fr');
    expect(localeOfMatches([])).toBe('de-de');
  });
});
