// @vitest-environment happy-dom
// The address book once the page app runs; its HTML without JavaScript is specified in AddressBookPage.test.tsx.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressBookView } from '../../account/addressBookView';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import { textIn } from '../../testing/renderInShop';
import { AddressBookPage } from './AddressBookPage';

const office = { id: 'office', lines: ['Erika Muster', 'Kantstraße 9', '10623 Berlin'] };

function book(fields: Partial<AddressBookView>): AddressBookView {
  return {
    salutations: [],
    countries: [{ id: 'de', iso: 'DE', name: 'Deutschland', states: [] }],
    defaultCountryId: 'de',
    addresses: [{ ...office, defaultBilling: false, defaultShipping: false }],
    editing: undefined,
    deleting: undefined,
    notFound: false,
    status: undefined,
    ...fields,
  };
}

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe('the address book with JavaScript', () => {
  it('opens the new-address form in a modal dialog named by its title, not on the page', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      mounted = await renderInBrowser(
        <AddressBookPage view={book({ editing: 'new' })} failure={undefined} />,
        {
          locale,
          path: '/account/address?edit=new',
        },
      );
      const dialog = mounted.container.querySelector('dialog') as HTMLDialogElement;
      expect(dialog.open).toBe(true);
      const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      expect(title?.textContent).toBe(textIn(locale, 'account.address.add'));
      const form = dialog.querySelector('form');
      expect(form?.getAttribute('action')).toBe(`/${locale}/account/address?edit=new`);
      expect(form?.querySelector('input[name="intent"]')?.getAttribute('value')).toBe('create');
      expect(within(mounted.container).queryByRole('region')).toBeNull();
      await mounted.unmount();
      mounted = undefined;
    }
  });

  it('asks before deleting in a dialog, and closing it goes back to the list', async () => {
    mounted = await renderInBrowser(
      <AddressBookPage view={book({ deleting: office })} failure={undefined} />,
      { locale: 'en-gb', path: '/account/address?delete=office' },
    );
    const dialog = within(mounted.container.querySelector('dialog') as HTMLElement);
    expect(dialog.getByText(office.lines.join(', '))).toBeTruthy();
    expect(dialog.getByRole('button', { name: textIn('en-gb', 'account.address.delete') })).toBeTruthy();
    await mounted.interact(() =>
      dialog.getByRole('button', { name: textIn('en-gb', 'account.address.close') }).click(),
    );
    expect(mounted.location()).toBe('/en-gb/account/address');
  });
});
