import { describe, expect, it, vi } from 'vitest';
import { routeIdFor } from '../locale/routeId';
import { catalogueByVersion } from './catalogueStore';
import { catalogueDataFor, catalogueFor, localeCatalogue } from './messages.server';
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

  it("are named by version, one per locale's texts, at an address under the locale's prefix", () => {
    expect(french.href).toBe(`/fr-ch/_texts/${french.version}`);
    expect(french.version).toMatch(/^fr-[\w-]{12}$/);
    expect(catalogueDataFor('fr-fr').version).toBe(french.version);
    expect(catalogueDataFor('de-ch').version).not.toBe(french.version);
  });

  it('gives de-ch the German texts as Switzerland writes them: ss for ß, «» for „“, VAT as MWST', () => {
    const swiss = catalogueDataFor('de-ch');
    expect(swiss.language).toBe('de');
    expect(swiss.version).toMatch(/^de-[\w-]{12}$/);
    expect(swiss.version).not.toBe(catalogueDataFor('de-de').version);
    expect(catalogueDataFor('de-at').version).toBe(catalogueDataFor('de-de').version);
    const swissTexts = Object.values(localeCatalogue('de-ch').messages);
    expect(swissTexts.filter((text) => /[ß„“]/.test(text))).toEqual([]);
    expect(catalogueFor('de').messages['search.resultsFor']).toBe('Ergebnisse für „{query}“');
    expect(localeCatalogue('de-ch').messages['search.resultsFor']).toBe('Ergebnisse für «{query}»');
    expect(Object.values(catalogueFor('de').messages).some((text) => text.includes('ß'))).toBe(true);
    expect(localeCatalogue('de-ch').messages['cart.tax']).toBe('inkl. {rate}\u00a0% MWST');
    expect(localeCatalogue('de-de').messages['cart.tax']).toBe('inkl. {rate}\u00a0% MwSt.');
    expect(catalogueByVersion(swiss.version)).toEqual(localeCatalogue('de-ch'));
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
