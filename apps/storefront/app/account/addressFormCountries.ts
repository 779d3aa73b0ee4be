import type { Country } from '@beautyshop/store-api-client';
import type { AddressFormCountry } from '@beautyshop/ui';
import { translatedName } from '../views/translatedName';

/**
 * The Store API's countries as the address form offers them: by position, in the shopper's language, each with
 * its states in the alphabetical order of the shopper's language (26 cantons are easier found as "Genf" under G
 * than in the federal order).
 */
export function addressFormCountriesOf(countries: readonly Country[], locale: string): AddressFormCountry[] {
  const collator = new Intl.Collator(locale);
  return countries
    .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((country) => ({
      id: country.id,
      iso: country.iso ?? '',
      name: translatedName(country),
      // A state's name is in the context's language already (Shopware's translated field with its fallback).
      states: (country.states ?? [])
        .map((state) => ({ id: state.id, name: state.name }))
        .toSorted((a, b) => collator.compare(a.name, b.name)),
    }));
}
