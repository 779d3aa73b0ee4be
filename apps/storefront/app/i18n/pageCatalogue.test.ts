import { describe, expect, it, vi } from 'vitest';
import { routeIdFor } from '../locale/routeId';
import { catalogueDataFor, catalogueFor } from './messages.server';
import { catalogueOf, isCatalogueData, translateFor } from './pageCatalogue';

const french = catalogueDataFor('fr');

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
    expect(catalogueOf(matchesUnder(french))).toEqual(catalogueFor('fr'));
    expect(catalogueOf([{ id: routeIdFor('locale', undefined), loaderData: french }])).toEqual(
      catalogueFor('fr'),
    );
  });

  it('arrive as one JSON text (one value for the page data stream), read once per text', () => {
    expect(typeof french.messages).toBe('string');
    expect(catalogueOf(matchesUnder(french))).toBe(catalogueOf(matchesUnder(french)));
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
    ['an unknown language', { language: 'it', messages: '{}' }],
    ['texts that are not a JSON text', { language: 'de', messages: { 'header.cart': 'Warenkorb' } }],
  ])('does not take %s for a catalogue', (_name, value) => {
    expect(isCatalogueData(value)).toBe(false);
  });

  it.each([
    ['not JSON', 'Warenkorb'],
    ['not a record', '["Warenkorb"]'],
  ])('reads no catalogue from texts that are %s (keys render, as without one)', (_name, messages) => {
    expect(catalogueOf(matchesUnder({ language: 'de', messages }))).toBeUndefined();
  });
});
