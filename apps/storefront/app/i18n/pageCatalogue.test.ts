import { describe, expect, it, vi } from 'vitest';
import { routeIdFor } from '../locale/routeId';
import { catalogueFor } from './messages.server';
import { catalogueOf, isCatalogue, translateFor } from './pageCatalogue';

const french = catalogueFor('fr');

function matchesUnder(localeData: unknown) {
  return [
    { id: 'root', loaderData: { canonical: 'https://shop.example/fr-ch/search' } },
    { id: routeIdFor('locale', 'fr-ch'), loaderData: localeData },
    { id: routeIdFor('layout.default', 'fr-ch'), loaderData: { navigation: [] } },
    { id: routeIdFor('search', 'fr-ch'), loaderData: { term: 'sérum' } },
  ];
}

describe("a page's texts come from its locale route", () => {
  it('finds the catalogue in the locale route of the matched routes, prefixed or not', () => {
    expect(catalogueOf(matchesUnder(french))).toBe(french);
    expect(catalogueOf([{ id: routeIdFor('locale', undefined), loaderData: french }])).toBe(french);
  });

  it('translates with that catalogue in components and meta alike', () => {
    expect(translateFor(matchesUnder(french), 'fr')('header.cart')).toBe('Panier');
  });

  it('without the locale route data (its loader failed) renders keys with a warning instead of failing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(translateFor(matchesUnder(undefined), 'fr')('header.cart')).toBe('header.cart');
      expect(warn).toHaveBeenCalledWith("[i18n] missing message 'header.cart' for language 'fr'");
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    ['nothing', undefined],
    ['an unknown language', { language: 'it', messages: {} }],
    ['texts that are not a record', { language: 'de', messages: 'Warenkorb' }],
  ])('does not take %s for a catalogue', (_name, value) => {
    expect(isCatalogue(value)).toBe(false);
  });
});
