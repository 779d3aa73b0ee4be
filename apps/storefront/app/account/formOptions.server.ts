import type { AddressFormCountry } from '@beautyshop/ui';
import type { AccountRequest } from '../session/accountSession.server';
import { addressFormCountriesOf } from './addressFormCountries';

/**
 * The market's countries with their states, and the salutations, as the address form offers them; a new address
 * starts in the sales channel's country, as the checkout's do (the Austrian shop's registration offered Germany,
 * the first country by position).
 */
export async function formOptionsOf(account: AccountRequest): Promise<{
  salutations: { id: string; name: string }[];
  countries: AddressFormCountry[];
  defaultCountryId: string;
}> {
  const { client } = account.storeApi;
  const [salutations, countries, context] = await Promise.all([
    salutationsOf(account),
    client.context.readCountries({ associations: { states: {} } }),
    client.context.readContext(),
  ]);
  return {
    defaultCountryId: context.salesChannel.countryId,
    salutations,
    countries: addressFormCountriesOf(countries, account.storeApi.locale.tag),
  };
}

/** The salutations a form offers ('not specified' is the empty choice): all a profile form needs of the options. */
export async function salutationsOf(account: AccountRequest): Promise<{ id: string; name: string }[]> {
  const salutations = await account.storeApi.client.context.readSalutations();
  return salutations
    .filter((salutation) => salutation.salutationKey !== 'not_specified')
    .map((salutation) => ({ id: salutation.id, name: salutation.displayName }));
}
