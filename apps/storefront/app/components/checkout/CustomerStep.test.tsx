import { EMPTY_ADDRESS } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { CheckoutActionResult } from '../../checkout/checkoutView';
import { refusedGuest } from '../../testing/checkoutAnswers';
import { checkoutView } from '../../testing/checkoutFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { CustomerStep } from './CustomerStep';

const PATH = '/checkout';
const view = checkoutView();

function formNamed(screen: HTMLElement, name: string): HTMLElement {
  return within(screen).getByRole('form', { name });
}

/** The value of a hidden field, or of the named control. */
function fieldValue(form: HTMLElement, name: string): string | null | undefined {
  return form.querySelector(`[name="${name}"]`)?.getAttribute('value');
}

/** The texts a control is described by (its hint, its error). */
function descriptionsOf(screen: HTMLElement, control: Element): (string | null | undefined)[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => screen.querySelector(`[id="${id}"]`)?.textContent);
}

describe('spec 2.4 checkout login and guest address, without JavaScript', () => {
  it("offers signing in and ordering as a guest as two POST forms, named in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CustomerStep view={view} />, { locale, path: PATH });
      const forms: ['checkout.login.title' | 'checkout.guest.title', string][] = [
        ['checkout.login.title', 'login'],
        ['checkout.guest.title', 'guest'],
      ];
      for (const [title, intent] of forms) {
        const form = formNamed(screen, textIn(locale, title));
        expect(form.getAttribute('method')).toBe('post');
        expect(form.getAttribute('action')).toBe(`/${locale}/checkout`);
        expect(fieldValue(form, 'intent')).toBe(intent);
      }
    }
  });

  it('asks a guest for no delivery address when the cart holds digital content only (a virtual cart)', async () => {
    const { screen } = await renderInShop(<CustomerStep view={checkoutView({ virtual: true })} />, {
      path: PATH,
    });
    const guest = formNamed(screen, textIn('de-de', 'checkout.guest.title'));
    expect(guest.querySelector('[name="differentShipping"]')).toBeNull();
    expect(guest.querySelector('[name^="shippingAddress."]')).toBeNull();
    expect(guest.querySelector('[name^="billingAddress."]')).not.toBeNull();
  });

  it('signs in with the email and the current password, which password managers fill in', async () => {
    const { screen } = await renderInShop(<CustomerStep view={view} />, { locale: 'en-gb', path: PATH });
    const login = formNamed(screen, textIn('en-gb', 'checkout.login.title'));
    const email = within(login).getByRole('textbox', {
      name: new RegExp(textIn('en-gb', 'checkout.login.email')),
    });
    expect([
      email.getAttribute('name'),
      email.getAttribute('type'),
      email.getAttribute('autocomplete'),
    ]).toEqual(['email', 'email', 'username']);
    const password = login.querySelector('input[type="password"]');
    expect([password?.getAttribute('name'), password?.getAttribute('autocomplete')]).toEqual([
      'password',
      'current-password',
    ]);
    expect(
      within(login).getByRole('button', { name: textIn('en-gb', 'checkout.login.submit') }),
    ).toBeTruthy();
  });

  it("asks a guest for the email and the billing address, the market's country preselected", async () => {
    const { screen } = await renderInShop(<CustomerStep view={view} />, { path: PATH });
    const guest = formNamed(screen, textIn('de-de', 'checkout.guest.title'));
    const email = within(guest).getByRole('textbox', {
      name: new RegExp(textIn('de-de', 'checkout.guest.email')),
    });
    expect(email.getAttribute('autocomplete')).toBe('email');
    const billing = within(guest).getByRole('group', { name: textIn('de-de', 'checkout.address.billing') });
    for (const field of ['firstName', 'lastName', 'street', 'zipcode', 'city']) {
      expect(billing.querySelector(`[name="billingAddress.${field}"]`)?.hasAttribute('required')).toBe(true);
    }
    const country = billing.querySelector('select[name="billingAddress.countryId"]');
    expect(country?.querySelector('option[selected]')?.getAttribute('value')).toBe('de');
    // The billing address is a home address; a packstation is a shipping address only.
    expect(fieldValue(billing, 'billingAddress.type')).toBe('home');
    expect(
      within(guest).getByRole('button', { name: textIn('de-de', 'checkout.guest.submit') }),
    ).toBeTruthy();
  });

  it('sends a different shipping address (a packstation among the choices) only when its box is ticked', async () => {
    const { screen } = await renderInShop(<CustomerStep view={view} />, { path: PATH });
    const guest = formNamed(screen, textIn('de-de', 'checkout.guest.title'));
    const different = within(guest).getByRole('checkbox', {
      name: textIn('de-de', 'checkout.guest.differentShipping'),
    });
    expect(different.getAttribute('name')).toBe('differentShipping');
    expect(different.hasAttribute('checked')).toBe(false);
    // In the HTML already (CSS shows it once the box is ticked), so it works before JavaScript; none of its
    // fields is required for the browser, or the hidden address would block the guest form.
    const shipping = within(guest).getByRole('group', { name: textIn('de-de', 'checkout.address.shipping') });
    const types = within(shipping)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(types).toEqual(['home', 'packstation']);
    expect(shipping.querySelector('[name="shippingAddress.packstationNumber"]')).toBeTruthy();
    expect(shipping.querySelectorAll('[required]')).toHaveLength(0);
  });

  it('shows each blank field of a refused guest address as the field name plus the detail, beside the field (spec 8)', async () => {
    for (const locale of ['fr-fr', 'de-at'] as const) {
      const actionData = refusedGuest(locale, { ...EMPTY_ADDRESS, firstName: 'Erika', countryId: 'de' });
      const { screen } = await renderInShop(<CustomerStep view={view} />, { locale, path: PATH, actionData });
      const billing = within(screen).getByRole('group', { name: textIn(locale, 'checkout.address.billing') });
      for (const field of ['lastName', 'street', 'zipcode', 'city'] as const) {
        const control = billing.querySelector(`[name="billingAddress.${field}"]`);
        expect(control?.getAttribute('aria-invalid')).toBe('true');
        expect(descriptionsOf(screen, control as Element)).toContain(
          `${textIn(locale, `address.${field}`)}: ${textIn(locale, 'checkout.violation.blank')}`,
        );
      }
      // What the guest typed stays; a filled field carries no error.
      const firstName = billing.querySelector('[name="billingAddress.firstName"]');
      expect(firstName?.getAttribute('value')).toBe('Erika');
      expect(firstName?.hasAttribute('aria-invalid')).toBe(false);
      const email = formNamed(screen, textIn(locale, 'checkout.guest.title')).querySelector('[name="email"]');
      expect(email?.getAttribute('value')).toBe('erika@example.com');
    }
  });

  it("shows a refused email beside the guest's email field and keeps the different shipping address ticked", async () => {
    const shippingAddress = { ...EMPTY_ADDRESS, type: 'packstation' as const, packstationNumber: '123' };
    const actionData: CheckoutActionResult = {
      intent: 'guest',
      email: 'erika@',
      emailError: textIn('de-de', 'checkout.violation.email'),
      emailInUse: false,
      billingAddress: { ...EMPTY_ADDRESS, countryId: 'de' },
      shippingAddress,
      billingErrors: {},
      shippingErrors: {},
    };
    const { screen } = await renderInShop(<CustomerStep view={view} />, { path: PATH, actionData });
    const guest = formNamed(screen, textIn('de-de', 'checkout.guest.title'));
    const email = guest.querySelector('[name="email"]') as Element;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(screen, email)).toContain(textIn('de-de', 'checkout.violation.email'));
    expect(
      within(guest)
        .getByRole('checkbox', { name: textIn('de-de', 'checkout.guest.differentShipping') })
        .hasAttribute('checked'),
    ).toBe(true);
    expect(guest.querySelector('[name="shippingAddress.packstationNumber"]')?.getAttribute('value')).toBe(
      '123',
    );
  });

  it('answers a failed sign-in with an alert in the login form, the email kept for the next try', async () => {
    const actionData: CheckoutActionResult = {
      intent: 'login',
      email: 'erika@example.com',
      error: textIn('fr-fr', 'checkout.login.failed'),
    };
    const { screen } = await renderInShop(<CustomerStep view={view} />, {
      locale: 'fr-fr',
      path: PATH,
      actionData,
    });
    const login = formNamed(screen, textIn('fr-fr', 'checkout.login.title'));
    expect(within(login).getByRole('alert').textContent).toBe(textIn('fr-fr', 'checkout.login.failed'));
    expect(login.querySelector('[name="email"]')?.getAttribute('value')).toBe('erika@example.com');
    expect(within(screen).getAllByRole('alert')).toHaveLength(1);
  });
});
