import type { AddressValues } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { AddressActionFailure, AddressBookEntry, AddressBookView } from '../../account/addressBookView';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { AddressBookPage } from './AddressBookPage';

const PATH = '/account/address';
const GERMANY = { id: 'de', iso: 'DE', name: 'Deutschland', states: [] };
const AUSTRIA = { id: 'at', iso: 'AT', name: 'Österreich', states: [] };

const home: AddressBookEntry = {
  id: 'home',
  lines: ['Erika Muster', 'Hauptstraße 1', '10115 Berlin'],
  defaultBilling: true,
  defaultShipping: true,
};
const office: AddressBookEntry = {
  id: 'office',
  lines: ['Erika Muster', 'Kantstraße 9', '10623 Berlin'],
  defaultBilling: false,
  defaultShipping: false,
};

const officeValues: AddressValues = {
  type: 'home',
  salutationId: '',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Kantstraße 9',
  additionalAddressLine1: '',
  zipcode: '10623',
  city: 'Berlin',
  countryId: 'de',
  countryStateId: '',
  packstationNumber: '',
  postNumber: '',
};

function book(fields: Partial<AddressBookView> = {}): AddressBookView {
  return {
    salutations: [{ id: 'mrs', name: 'Frau' }],
    countries: [GERMANY],
    defaultCountryId: 'de',
    addresses: [home, office],
    editing: undefined,
    deleting: undefined,
    notFound: false,
    status: undefined,
    ...fields,
  };
}

/** A hidden field's value, as the form sends it. */
function hidden(form: Element, name: string): string | null | undefined {
  return form.querySelector(`input[type="hidden"][name="${name}"]`)?.getAttribute('value');
}

describe('the address book (/account/address)', () => {
  it("lists the customer's addresses under a heading in the page's language, the defaults marked", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<AddressBookPage view={book()} failure={undefined} />, {
        locale,
        path: PATH,
      });
      expect(within(screen).getByRole('heading', { level: 1 }).textContent).toBe(
        textIn(locale, 'account.address.title'),
      );
      const cards = within(screen).getAllByRole('article');
      expect(cards.map((card) => card.querySelector('address')?.textContent)).toEqual([
        home.lines.join(''),
        office.lines.join(''),
      ]);
      expect(cards[0]?.textContent).toContain(textIn(locale, 'account.address.defaultBilling'));
      expect(cards[0]?.textContent).toContain(textIn(locale, 'account.address.defaultShipping'));
      expect(cards[1]?.textContent).not.toContain(textIn(locale, 'account.address.defaultBilling'));
    }
  });

  it('opens adding, editing and deleting by links (the URL opens the dialog) and never offers to delete a default', async () => {
    const { screen } = await renderInShop(<AddressBookPage view={book()} failure={undefined} />, {
      path: PATH,
    });
    expect(
      within(screen)
        .getByRole('link', { name: textIn('de-de', 'account.address.add') })
        .getAttribute('href'),
    ).toBe('/de-de/account/address?edit=new');
    const [homeCard, officeCard] = within(screen).getAllByRole('article');
    if (homeCard === undefined || officeCard === undefined) throw new Error('two address cards expected');
    const linksOf = (card: HTMLElement) =>
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(linksOf(homeCard)).toEqual([
      [textIn('de-de', 'account.address.edit'), '/de-de/account/address?edit=home'],
    ]);
    expect(linksOf(officeCard)).toEqual([
      [textIn('de-de', 'account.address.edit'), '/de-de/account/address?edit=office'],
      [textIn('de-de', 'account.address.delete'), '/de-de/account/address?delete=office'],
    ]);
  });

  it('makes an address the default billing or shipping address with plain forms, offered only where it is not yet', async () => {
    const { screen } = await renderInShop(<AddressBookPage view={book()} failure={undefined} />, {
      path: PATH,
    });
    const [homeCard, officeCard] = within(screen).getAllByRole('article');
    expect(homeCard?.querySelector('form')).toBeNull();
    const makeBilling = within(officeCard as HTMLElement).getByRole('button', {
      name: textIn('de-de', 'account.address.makeBilling'),
    });
    const form = makeBilling.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/de-de/account/address');
    expect(form && [hidden(form, 'intent'), hidden(form, 'addressId')]).toEqual([
      'default-billing',
      'office',
    ]);
    const makeShipping = within(officeCard as HTMLElement).getByRole('button', {
      name: textIn('de-de', 'account.address.makeShipping'),
    });
    expect(hidden(makeShipping.closest('form') as HTMLFormElement, 'intent')).toBe('default-shipping');
  });

  it('says so when there are no addresses yet', async () => {
    const { screen } = await renderInShop(
      <AddressBookPage view={book({ addresses: [] })} failure={undefined} />,
      {
        locale: 'en-gb',
        path: PATH,
      },
    );
    expect(within(screen).getByText(textIn('en-gb', 'account.address.empty'))).toBeTruthy();
    expect(within(screen).queryAllByRole('article')).toEqual([]);
  });

  it('shows the saved status, and that an address of the URL does not exist, as notices', async () => {
    const status = textIn('de-de', 'account.address.saved');
    const saved = await renderInShop(<AddressBookPage view={book({ status })} failure={undefined} />, {
      path: PATH,
    });
    expect(within(saved.screen).getByRole('status').textContent).toBe(status);
    const missing = await renderInShop(
      <AddressBookPage view={book({ notFound: true })} failure={undefined} />,
      {
        path: PATH,
      },
    );
    expect(missing.screen.textContent).toContain(textIn('de-de', 'account.address.notFound'));
  });

  it("starts a new address in the sales channel's country, not the first of the list", async () => {
    const { screen } = await renderInShop(
      <AddressBookPage
        view={book({ editing: 'new', countries: [GERMANY, AUSTRIA], defaultCountryId: 'at' })}
        failure={undefined}
      />,
      { locale: 'de-at', path: PATH },
    );
    const country = screen.querySelector('select[name="address.countryId"]') as HTMLSelectElement;
    expect(country.querySelector('option[selected]')?.textContent).toBe('Österreich');
  });

  it('asks a Swiss address for its canton, in German and in French, and a German one for its state', async () => {
    const SWITZERLAND = { id: 'ch', iso: 'CH', name: 'Schweiz', states: [{ id: 'ge', name: 'Genf' }] };
    const GERMANY_WITH_STATES = { ...GERMANY, states: [{ id: 'by', name: 'Bayern' }] };
    for (const locale of ['de-ch', 'fr-ch'] as const) {
      const { screen } = await renderInShop(
        <AddressBookPage
          view={book({
            editing: 'new',
            countries: [GERMANY_WITH_STATES, SWITZERLAND],
            defaultCountryId: 'ch',
          })}
          failure={undefined}
        />,
        { locale, path: PATH },
      );
      expect(
        within(screen).getByRole('combobox', { name: textIn(locale, 'address.countryStateIdCh') }),
      ).toBeTruthy();
    }
    const { screen } = await renderInShop(
      <AddressBookPage
        view={book({ editing: 'new', countries: [GERMANY_WITH_STATES, SWITZERLAND], defaultCountryId: 'de' })}
        failure={undefined}
      />,
      { locale: 'de-ch', path: PATH },
    );
    expect(within(screen).getByRole('combobox', { name: 'Bundesland' })).toBeTruthy();
  });

  it('without JavaScript, shows the new-address form on the page, every field labelled, posting a create', async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(
        <AddressBookPage view={book({ editing: 'new' })} failure={undefined} />,
        {
          locale,
          path: PATH,
        },
      );
      expect(within(screen).queryByRole('dialog')).toBeNull();
      const section = within(screen).getByRole('region', { name: textIn(locale, 'account.address.add') });
      const form = section.querySelector('form') as HTMLFormElement;
      expect(form.getAttribute('method')).toBe('post');
      // A refused post answers with the page of this URL, which opens the form again with what was typed.
      expect(form.getAttribute('action')).toBe(`/${locale}/account/address?edit=new`);
      expect(hidden(form, 'intent')).toBe('create');
      expect(hidden(form, 'addressId')).toBeUndefined();
      for (const key of [
        'address.firstName',
        'address.lastName',
        'address.street',
        'address.city',
      ] as const) {
        const field = within(form).getByRole('textbox', { name: new RegExp(`^${textIn(locale, key)}`) });
        expect(field.getAttribute('name')).toMatch(/^address\./);
      }
      const unlabelled = [...form.querySelectorAll('input:not([type="hidden"]), select')].filter(
        (control) => !control.id || !form.querySelector(`label[for="${control.id}"]`)?.textContent?.trim(),
      );
      expect(unlabelled).toEqual([]);
      expect(within(form).getByRole('button', { name: textIn(locale, 'account.address.save') })).toBeTruthy();
      expect(
        within(form)
          .getByRole('link', { name: textIn(locale, 'account.address.cancel') })
          .getAttribute('href'),
      ).toBe(`/${locale}/account/address`);
    }
  });

  it('edits an address with its values filled in, naming the address in an update', async () => {
    const view = book({ editing: { id: 'office', values: officeValues } });
    const { screen } = await renderInShop(<AddressBookPage view={view} failure={undefined} />, {
      path: PATH,
    });
    const section = within(screen).getByRole('region', { name: textIn('de-de', 'account.address.edit') });
    const form = section.querySelector('form') as HTMLFormElement;
    expect([hidden(form, 'intent'), hidden(form, 'addressId')]).toEqual(['update', 'office']);
    expect(form.getAttribute('action')).toBe('/de-de/account/address?edit=office');
    expect(
      within(form)
        .getByRole('textbox', { name: /^Straße und Hausnummer/ })
        .getAttribute('value'),
    ).toBe('Kantstraße 9');
    expect(within(form).getByRole('textbox', { name: /^PLZ/ }).getAttribute('value')).toBe('10623');
  });

  it('asks before deleting, showing the address, with a plain form posting the delete', async () => {
    const view = book({ deleting: { id: 'office', lines: office.lines } });
    const { screen } = await renderInShop(<AddressBookPage view={view} failure={undefined} />, {
      locale: 'fr-fr',
      path: PATH,
    });
    const section = within(screen).getByRole('region', {
      name: textIn('fr-fr', 'account.address.deleteConfirm'),
    });
    expect(section.textContent).toContain(office.lines.join(', '));
    const remove = within(section).getByRole('button', { name: textIn('fr-fr', 'account.address.delete') });
    const form = remove.closest('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/fr-fr/account/address');
    expect([hidden(form, 'intent'), hidden(form, 'addressId')]).toEqual(['delete', 'office']);
  });

  it('brings back a refused address with what was typed, its field errors and the notice above the form', async () => {
    const error = `${textIn('de-de', 'address.zipcode')}: ${textIn('de-de', 'checkout.violation.zipcode')}`;
    const failure: AddressActionFailure = {
      intent: 'create',
      values: { ...officeValues, zipcode: '123' },
      errors: { zipcode: error },
      notice: { tone: 'danger', text: textIn('de-de', 'account.validation.check') },
    };
    const { screen } = await renderInShop(
      <AddressBookPage view={book({ editing: 'new' })} failure={failure} />,
      {
        path: PATH,
      },
    );
    const form = within(screen)
      .getByRole('region', { name: textIn('de-de', 'account.address.add') })
      .querySelector('form') as HTMLFormElement;
    expect(form.textContent).toContain(textIn('de-de', 'account.validation.check'));
    const zipcode = within(form).getByRole('textbox', { name: /^PLZ/ });
    expect(zipcode.getAttribute('value')).toBe('123');
    expect(zipcode.getAttribute('aria-invalid')).toBe('true');
    expect(form.textContent).toContain(error);
  });

  it('shows a refused change of the list (delete, default) as a notice on the page, not in a form', async () => {
    const failure: AddressActionFailure = {
      intent: 'delete',
      values: officeValues,
      errors: {},
      notice: { tone: 'danger', text: textIn('de-de', 'account.unavailable') },
    };
    const { screen } = await renderInShop(<AddressBookPage view={book()} failure={failure} />, {
      path: PATH,
    });
    const notice = within(screen).getByText(textIn('de-de', 'account.unavailable'));
    expect(notice.closest('form')).toBeNull();
  });
});
