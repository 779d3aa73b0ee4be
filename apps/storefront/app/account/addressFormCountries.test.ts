import type { Country } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { addressFormCountriesOf } from './addressFormCountries';

const state = (id: string, name: string) => ({ id, countryId: 'ch', shortCode: `CH-${id}`, name });

const countries = [
  {
    id: 'ch',
    iso: 'CH',
    name: 'Schweiz',
    position: 3,
    states: [state('zh', 'Zurich'), state('ge', 'Genève'), state('vd', 'Vaud'), state('ar', 'Appenzell')],
  },
  { id: 'de', iso: 'DE', name: 'Deutschland', position: 1, translated: { name: 'Allemagne' }, states: [] },
] as unknown as Country[];

describe('addressFormCountriesOf', () => {
  it('offers the countries by position, in the translated names', () => {
    expect(addressFormCountriesOf(countries, 'fr-CH').map((country) => [country.iso, country.name])).toEqual([
      ['DE', 'Allemagne'],
      ['CH', 'Schweiz'],
    ]);
  });

  it("offers a country's states alphabetically in the shopper's language, not in the order they came in", () => {
    const switzerland = addressFormCountriesOf(countries, 'fr-CH').find((country) => country.iso === 'CH');
    expect(switzerland?.states).toEqual([
      { id: 'ar', name: 'Appenzell' },
      { id: 'ge', name: 'Genève' },
      { id: 'vd', name: 'Vaud' },
      { id: 'zh', name: 'Zurich' },
    ]);
  });
});
