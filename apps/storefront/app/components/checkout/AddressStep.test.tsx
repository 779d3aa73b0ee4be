import { EMPTY_ADDRESS } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { CheckoutView } from '../../checkout/checkoutView';
import { refusedAddress } from '../../testing/checkoutAnswers';
import { HOME, OFFICE, registeredCheckoutView } from '../../testing/checkoutFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { AddressStep } from './AddressStep';

const PATH = '/checkout';

type SignedIn = Exclude<CheckoutView['customer'], { kind: 'anonymous' }>;

function render(view: CheckoutView, options: Parameters<typeof renderInShop>[1] = {}) {
  const customer = view.customer as SignedIn;
  return renderInShop(<AddressStep view={view} customer={customer} />, { path: PATH, ...options });
}

/** The hidden fields of a form, as the action reads them. */
function hiddenFieldsOf(form: Element): Record<string, string> {
  return Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')]
      .filter((input) => !input.name.startsWith('address.'))
      .map((input) => [input.name, input.value]),
  );
}

/** The form for a new address of a role, with the summary that opens it. */
function newAddress(screen: HTMLElement, role: 'billing' | 'shipping'): HTMLDetailsElement {
  const form = [...screen.querySelectorAll('form')].find(
    (candidate) =>
      hiddenFieldsOf(candidate).intent === 'save-address' && hiddenFieldsOf(candidate).role === role,
  );
  const details = form?.closest('details');
  if (!details) throw new Error(`no new ${role} address`);
  return details as HTMLDetailsElement;
}

describe('spec 2.4 the addresses of a signed-in shopper in the checkout', () => {
  it("says who orders, in the page's language, for a registered customer and for a guest", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const registered = await render(registeredCheckoutView(), { locale });
      expect(
        within(registered.screen).getByText(
          textIn(locale, 'checkout.customer.signedInAs', { email: 'erika@example.com' }),
        ),
      ).toBeTruthy();
      const guestView = registeredCheckoutView({
        customer: { kind: 'guest', email: 'gast@example.com', billingAddress: HOME, shippingAddress: HOME },
        savedAddresses: [HOME],
      });
      const guest = await render(guestView, { locale });
      expect(
        within(guest.screen).getByText(
          textIn(locale, 'checkout.customer.guestAs', { email: 'gast@example.com' }),
        ),
      ).toBeTruthy();
    }
  });

  it('shows the billing and the shipping address the order goes to, each under its heading', async () => {
    const view = registeredCheckoutView({
      customer: {
        kind: 'registered',
        email: 'erika@example.com',
        billingAddress: HOME,
        shippingAddress: OFFICE,
      },
    });
    const { screen } = await render(view);
    const section = within(screen).getByRole('region', { name: textIn('de-de', 'checkout.customer.title') });
    const chosen = [...section.querySelectorAll('h3')]
      .slice(0, 2)
      .map((heading) => [
        heading.textContent,
        heading.nextElementSibling?.tagName,
        heading.nextElementSibling?.textContent,
      ]);
    expect(chosen).toEqual([
      [textIn('de-de', 'checkout.address.billing'), 'ADDRESS', HOME.lines.join('')],
      [textIn('de-de', 'checkout.address.shipping'), 'ADDRESS', OFFICE.lines.join('')],
    ]);
  });

  it('asks for no delivery address when the cart holds digital content only (spec 4: a virtual cart)', async () => {
    const view = registeredCheckoutView({ virtual: true, savedAddresses: [HOME, OFFICE] });
    const { screen } = await render(view);
    const section = within(screen).getByRole('region', { name: textIn('de-de', 'checkout.customer.title') });
    expect(section.textContent).not.toContain(textIn('de-de', 'checkout.address.shipping'));
    expect(
      within(section).queryAllByRole('button', { name: textIn('de-de', 'checkout.address.useForShipping') }),
    ).toEqual([]);
    expect(() => newAddress(screen, 'shipping')).toThrow();
    expect(newAddress(screen, 'billing')).toBeTruthy();
  });

  it('switches to another saved address with a plain POST form per role, the current role marked instead', async () => {
    const { screen } = await render(registeredCheckoutView(), { locale: 'en-gb' });
    expect(
      within(screen).getByRole('heading', { name: textIn('en-gb', 'checkout.address.saved') }),
    ).toBeTruthy();
    const cards = within(screen).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('address')?.textContent)).toEqual([
      HOME.lines.join(''),
      OFFICE.lines.join(''),
    ]);
    // Home is both the billing and the shipping address: nothing to choose, both roles marked.
    const [home, office] = cards as [HTMLElement, HTMLElement];
    expect(home.querySelector('form')).toBeNull();
    expect(home.textContent).toContain(`${textIn('en-gb', 'checkout.address.billing')} ✓`);
    expect(home.textContent).toContain(`${textIn('en-gb', 'checkout.address.shipping')} ✓`);
    const forms = [...office.querySelectorAll('form')];
    expect(forms.map((form) => [form.getAttribute('method'), form.getAttribute('action')])).toEqual([
      ['post', '/en-gb/checkout'],
      ['post', '/en-gb/checkout'],
    ]);
    expect(forms.map(hiddenFieldsOf)).toEqual([
      { intent: 'select-address', role: 'billing', addressId: 'office' },
      { intent: 'select-address', role: 'shipping', addressId: 'office' },
    ]);
    expect(forms.map((form) => within(form).getByRole('button').textContent)).toEqual([
      textIn('en-gb', 'checkout.address.useForBilling'),
      textIn('en-gb', 'checkout.address.useForShipping'),
    ]);
  });

  it('lists no saved addresses when the shopper has only the one in use', async () => {
    const { screen } = await render(registeredCheckoutView({ savedAddresses: [HOME] }));
    expect(
      within(screen).queryByRole('heading', { name: textIn('de-de', 'checkout.address.saved') }),
    ).toBeNull();
    expect(screen.querySelector('input[value="select-address"]')).toBeNull();
  });

  it('adds a new shipping address (a packstation too) or billing address, each folded away until asked for', async () => {
    const { screen } = await render(registeredCheckoutView(), { locale: 'fr-fr' });
    for (const role of ['shipping', 'billing'] as const) {
      const details = newAddress(screen, role);
      expect(details.hasAttribute('open')).toBe(false);
      const legend = textIn(
        'fr-fr',
        role === 'billing' ? 'checkout.address.billing' : 'checkout.address.shipping',
      );
      expect(details.querySelector('summary')?.textContent).toBe(
        `${textIn('fr-fr', 'checkout.address.new')} – ${legend}`,
      );
      const form = details.querySelector('form') as HTMLFormElement;
      expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/fr-fr/checkout']);
      const fields = within(form).getByRole('group', { name: legend });
      expect(fields.querySelector('[name="address.street"]')).toBeTruthy();
      expect(
        fields.querySelector('select[name="address.countryId"] option[selected]')?.getAttribute('value'),
      ).toBe('de');
      const packstation = fields.querySelector('input[type="radio"][value="packstation"]');
      expect(packstation !== null).toBe(role === 'shipping');
      expect(
        within(form).getByRole('button', { name: textIn('fr-fr', 'checkout.address.save') }),
      ).toBeTruthy();
    }
  });

  it('opens a refused new address again with what was sent and each blank field as field name plus detail', async () => {
    const sent = { ...EMPTY_ADDRESS, firstName: 'Erika', lastName: 'Muster', countryId: 'de' };
    const { screen } = await render(registeredCheckoutView(), {
      locale: 'fr-fr',
      actionData: refusedAddress('fr-fr', 'shipping', sent),
    });
    const shipping = newAddress(screen, 'shipping');
    expect(shipping.hasAttribute('open')).toBe(true);
    expect(newAddress(screen, 'billing').hasAttribute('open')).toBe(false);
    expect(shipping.querySelector('[name="address.lastName"]')?.getAttribute('value')).toBe('Muster');
    for (const field of ['street', 'zipcode', 'city'] as const) {
      const control = shipping.querySelector(`[name="address.${field}"]`) as Element;
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const described = (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => screen.querySelector(`[id="${id}"]`)?.textContent);
      expect(described).toContain(
        `${textIn('fr-fr', `address.${field}`)}: ${textIn('fr-fr', 'checkout.violation.blank')}`,
      );
    }
  });
});
