import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.server';

// A shopper reads the side cart, the cart page and the checkout's summary one after the other: the same line must
// not change its word on the way (French read "Offerte" in the cart and "Gratuite" at checkout).
const SAME_WORDING = [
  ['cart.shippingFree', 'summary.free', 'delivery.free'],
  ['cart.subtotal', 'summary.subtotal'],
  ['cart.shipping', 'summary.shipping'],
  ['cart.total', 'summary.total'],
  ['cart.rounding', 'summary.rounding'],
  ['cart.addToCart', 'product.addToCart', 'wishlist.moveToCart'],
] as const;

// Two actions on one page must not share a word: German said "Anmelden" both to log in and to subscribe to the
// newsletter (in the footer below the login form), and "Abmelden" both to log out and to unsubscribe.
const DIFFERENT_WORDING = [
  ['newsletter.subscribe', 'account.login.submit'],
  ['newsletter.unsubscribe.submit', 'account.logout'],
] as const;

describe('texts that name the same thing', () => {
  it.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])('use one wording in %s', (language) => {
    const messages: Readonly<Record<string, string>> = MESSAGES[language];
    for (const keys of SAME_WORDING)
      expect(Object.fromEntries(keys.map((key) => [key, messages[key]]))).toEqual(
        Object.fromEntries(keys.map((key) => [key, messages[keys[0]]])),
      );
  });

  it.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])(
    'give different actions different words in %s',
    (language) => {
      const messages: Readonly<Record<string, string>> = MESSAGES[language];
      for (const [one, other] of DIFFERENT_WORDING) expect(messages[one]).not.toBe(messages[other]);
    },
  );

  it('speak British English in the en-gb shop: a basket and delivery, as the checkout always did', () => {
    // The header said "Basket" above a cart page titled "Cart"; the checkout summary said "Delivery" where the
    // cart said "Shipping".
    const american = Object.entries(MESSAGES.en).filter(([, text]) => /\bcart\b|\bshipping\b/i.test(text));
    expect(american).toEqual([]);
  });
});
