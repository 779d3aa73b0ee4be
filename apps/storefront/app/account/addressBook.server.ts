import type { CustomerAddress } from '@beautyshop/store-api-client';
import { addressValuesOf } from '@beautyshop/ui';
import { type AccountRequest, requireCustomer } from '../session/accountSession.server';
import { ADDRESS_BOOK_STATUS, type AddressBookView, isAddressBookStatus } from './addressBookView';
import { addressLines } from './addressLines';
import { formOptionsOf } from './formOptions.server';

/**
 * The address book of the logged-in customer, with the dialog the URL asks for. An id that is not one of the
 * customer's own addresses opens nothing and is reported as not found (spec 6).
 */
export async function loadAddressBook(account: AccountRequest, url: URL): Promise<AddressBookView> {
  const customer = await requireCustomer(account);
  const [addresses, options] = await Promise.all([
    account.storeApi.client.addresses.listAddresses(),
    formOptionsOf(account),
  ]);
  const countryName = new Map(options.countries.map((country) => [country.id, country.name]));
  const own = (id: string | null): CustomerAddress | undefined =>
    id === null ? undefined : addresses.find((address) => address.id === id);
  const editId = url.searchParams.get('edit');
  const deleteId = url.searchParams.get('delete');
  const editing = editId === 'new' ? 'new' : own(editId);
  const deleting = own(deleteId);
  const status = url.searchParams.get('status');
  return {
    ...options,
    addresses: addresses.map((address) => ({
      id: address.id,
      lines: addressLines(address, countryName.get(address.countryId)),
      defaultBilling: address.id === customer.defaultBillingAddressId,
      defaultShipping: address.id === customer.defaultShippingAddressId,
    })),
    editing:
      editing === 'new' || editing === undefined
        ? editing
        : { id: editing.id, values: addressValuesOf(editing) },
    deleting: deleting ? { id: deleting.id, lines: addressLines(deleting) } : undefined,
    notFound: (editId !== null && editing === undefined) || (deleteId !== null && deleting === undefined),
    status: isAddressBookStatus(status) ? account.t(ADDRESS_BOOK_STATUS[status]) : undefined,
  };
}
