import type { SelectOption } from '@beautyshop/ui';
import type { AccountRequest } from '../session/accountSession.server';

/** Salutations and the market's countries as select options (the address and registration forms). */
export async function formOptionsOf(
  account: AccountRequest,
): Promise<{ salutations: SelectOption[]; countries: SelectOption[] }> {
  const { client } = account.storeApi;
  const [salutations, countries] = await Promise.all([
    client.context.readSalutations(),
    client.context.readCountries(),
  ]);
  return {
    salutations: salutations
      .filter((salutation) => salutation.salutationKey !== 'not_specified')
      .map((salutation) => ({ value: salutation.id, label: salutation.displayName })),
    countries: [...countries]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((country) => ({ value: country.id, label: country.name })),
  };
}
