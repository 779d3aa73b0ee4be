import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { CheckoutActionResult } from '../../checkout/checkoutView';
import { checkoutView } from '../../testing/checkoutFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { MethodsStep } from './MethodsStep';

const PATH = '/checkout';

/** The form that sends this intent (the action tells the checkout's forms apart by it). */
function formOf(screen: HTMLElement, intent: string): HTMLFormElement {
  const input = screen.querySelector(`form input[type="hidden"][name="intent"][value="${intent}"]`);
  const form = input?.closest('form');
  if (!form) throw new Error(`no form with intent ${intent}`);
  return form;
}

/** The radios of a form as [value, checked]. */
function choicesOf(form: HTMLElement): [string | null, boolean][] {
  return within(form)
    .getAllByRole('radio')
    .map((radio) => [radio.getAttribute('value'), radio.hasAttribute('checked')]);
}

describe('spec 2.4 delivery options and payment methods in the checkout', () => {
  it('offers the payment only when the cart holds digital content only (spec 4: a virtual cart, nothing to deliver)', async () => {
    const { screen } = await renderInShop(<MethodsStep view={checkoutView({ virtual: true })} />, {
      path: PATH,
    });
    expect(() => formOf(screen, 'shipping-method')).toThrow();
    expect(choicesOf(formOf(screen, 'payment-method')).length).toBeGreaterThan(0);
    expect(within(screen).getByRole('heading', { level: 2 }).textContent).toBe(
      textIn('de-de', 'payment.legend'),
    );
    // The group under that heading asks its question rather than repeating the heading.
    expect(within(screen).getByRole('group', { name: textIn('de-de', 'payment.question') })).toBeTruthy();
  });

  it('works without JavaScript: each list is a POST form with its own intent and a button that saves the choice', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<MethodsStep view={checkoutView()} />, { locale, path: PATH });
      const forms: [string, string, 'checkout.shipping.save' | 'checkout.payment.save'][] = [
        ['shipping-method', 'shippingMethodId', 'checkout.shipping.save'],
        ['payment-method', 'paymentMethodId', 'checkout.payment.save'],
      ];
      for (const [intent, field, save] of forms) {
        const form = formOf(screen, intent);
        expect(form.getAttribute('method')).toBe('post');
        expect(form.getAttribute('action')).toBe(`/${locale}/checkout`);
        for (const radio of within(form).getAllByRole('radio'))
          expect(radio.getAttribute('name')).toBe(field);
        const button = within(form).getByRole('button', { name: textIn(locale, save) });
        expect(button.getAttribute('type')).toBe('submit');
      }
    }
  });

  it("names both lists in the page's language and marks the shopper's current methods", async () => {
    const view = checkoutView({ shippingMethodId: 'express', paymentMethodId: 'card' });
    const { screen } = await renderInShop(<MethodsStep view={view} />, { locale: 'fr-fr', path: PATH });
    expect(within(screen).getByRole('heading', { level: 2 }).textContent).toBe(
      `${textIn('fr-fr', 'delivery.legend')} & ${textIn('fr-fr', 'payment.legend')}`,
    );
    expect(within(screen).getByRole('group', { name: textIn('fr-fr', 'delivery.legend') })).toBeTruthy();
    expect(within(screen).getByRole('group', { name: textIn('fr-fr', 'payment.legend') })).toBeTruthy();
    expect(choicesOf(formOf(screen, 'shipping-method'))).toEqual([
      ['standard', false],
      ['express', true],
    ]);
    expect(choicesOf(formOf(screen, 'payment-method'))).toEqual([
      ['invoice', false],
      ['card', true],
    ]);
  });

  it("shows each delivery option's price in the market's currency", async () => {
    const view = checkoutView({
      currency: 'CHF',
      locale: 'de-CH',
      shippingMethods: [
        { id: 'post', name: 'Post', price: 0 },
        { id: 'express', name: 'Express', price: 12.5 },
      ],
    });
    const { screen } = await renderInShop(<MethodsStep view={view} />, { locale: 'de-ch', path: PATH });
    const labels = within(formOf(screen, 'shipping-method'))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' '));
    expect(labels).toEqual([
      `Post${textIn('de-ch', 'delivery.free')}`,
      `Express${new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(12.5).replace(/\s/g, ' ')}`,
    ]);
  });

  it('says a method that leaves the shop for the payment provider does so', async () => {
    const { screen } = await renderInShop(<MethodsStep view={checkoutView()} />, {
      locale: 'en-gb',
      path: PATH,
    });
    const payment = formOf(screen, 'payment-method');
    expect(within(payment).getAllByText(textIn('en-gb', 'payment.redirectNote'))).toHaveLength(1);
  });

  it('says so when the address has no delivery option or the order no payment method', async () => {
    const view = checkoutView({ shippingMethods: [], paymentMethods: [] });
    const { screen } = await renderInShop(<MethodsStep view={view} />, { locale: 'fr-ch', path: PATH });
    expect(
      within(screen)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual([textIn('fr-ch', 'delivery.empty'), textIn('fr-ch', 'payment.empty')]);
  });

  const refusals: [Extract<CheckoutActionResult, { ok: boolean }>, string][] = [
    [{ intent: 'shipping-method', ok: false, message: 'Bitte wähle eine Versandart.' }, 'shipping-method'],
    [{ intent: 'payment-method', ok: false, message: 'Bitte wähle eine Zahlungsart.' }, 'payment-method'],
  ];
  it.each(refusals)(
    'shows a refused $intent beside that list only (no JavaScript: the answer of a POST)',
    async (answer, intent) => {
      const { screen } = await renderInShop(<MethodsStep view={checkoutView()} />, {
        path: PATH,
        actionData: answer,
      });
      const alerts = within(screen).getAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toEqual([answer.message]);
      expect(formOf(screen, intent).contains(alerts[0] ?? null)).toBe(true);
    },
  );
});
