import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { checkoutView } from '../../testing/checkoutFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { CheckoutAside } from './CheckoutAside';

describe("the checkout's side column (spec 2.4 summary and check-and-place-order)", () => {
  it('sums up the cart and places the order with the cart key on screen', async () => {
    const { screen } = await renderInShop(<CheckoutAside view={checkoutView()} ready />);
    expect(screen.textContent).toContain('Glow Serum');
    const form = within(screen).getByRole('form', { name: textIn('de-de', 'checkout.placeOrder') });
    expect(form.querySelector<HTMLInputElement>('input[name="cartKey"]')?.value).toBe('cart-key-7f3a');
    const button = within(form).getByRole('button', { name: textIn('de-de', 'checkout.placeOrder') });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('shows the points the cart earns, and cannot order before there is an address', async () => {
    const { screen } = await renderInShop(
      <CheckoutAside view={checkoutView({ paybackPoints: 64 })} ready={false} />,
      { locale: 'fr-ch' },
    );
    expect(screen.textContent).toContain(textIn('fr-ch', 'payback.earn', { points: 64 }));
    const button = within(screen).getByRole('button', { name: textIn('fr-ch', 'checkout.placeOrder') });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
