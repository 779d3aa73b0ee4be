import { describe, expect, it, vi } from 'vitest';
import { routeIdFor } from '../locale/routeId';
import { catalogueDataFor, catalogueFor } from './messages.server';
import { catalogueOf, isCatalogueData, translateFor } from './pageCatalogue';

const french = catalogueDataFor('fr-ch');

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

  it("are named by version, one per language, at an address under the locale's prefix", () => {
    expect(french.href).toBe(`/fr-ch/_texts/${french.version}`);
    expect(french.version).toMatch(/^fr-[\w-]{12}$/);
    expect(catalogueDataFor('fr-fr').version).toBe(french.version);
    expect(catalogueDataFor('de-ch').version).not.toBe(french.version);
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
    ['an unknown language', { language: 'it', version: 'it-x', href: '/it-it/_texts/it-x' }],
    ['texts instead of their address', { language: 'de', messages: { 'header.cart': 'Warenkorb' } }],
  ])('does not take %s for a catalogue', (_name, value) => {
    expect(isCatalogueData(value)).toBe(false);
  });

  it('has no catalogue for a version this process does not hold (keys render, as without one)', () => {
    const other = { language: 'de', version: 'de-000000000000', href: '/de-de/_texts/de-000000000000' };
    expect(catalogueOf(matchesUnder(other))).toBeUndefined();
  });
});
