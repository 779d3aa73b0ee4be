import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/renderInShop';
import CheckoutInitLayout from './CheckoutInitLayout';

const page = (
  <main>
    <p>Weiter zu Amazon Pay …</p>
  </main>
);

describe("spec 2.2 checkout-init layout: the wallet checkout's start page, which only hands over to the provider", () => {
  it('shows the page and nothing of the shop frame: no header, navigation or footer', async () => {
    const framed = await renderInShop(<CheckoutInitLayout />, {
      path: '/checkout/amazon-pay-init-checkout/order-7f3a',
      outlet: page,
    });
    const alone = await renderInShop(page, { path: '/checkout/amazon-pay-init-checkout/order-7f3a' });
    expect(framed.html).toBe(alone.html);
    expect(within(framed.screen).queryByRole('banner')).toBeNull();
    expect(within(framed.screen).queryByRole('contentinfo')).toBeNull();
  });
});
