import { describe, expect, it } from 'vitest';
import { isAllowedWalletRedirect, paypalApprovalUrl } from './walletRedirect';

const allowed = { shopOrigin: 'https://shop.example', providerOrigins: ['https://api.shop.example'] };

describe('where a wallet checkout may send the shopper', () => {
  it.each([
    ['the payment provider’s origin', 'https://api.shop.example/sandbox/amazon-pay/checkout/1', true],
    ['the shop itself', 'https://shop.example/de-de/amazon_pay/checkout', true],
    ['another host', 'https://evil.example/phish', false],
    ['the provider’s host on another port', 'https://api.shop.example:8443/x', false],
    ['the provider’s host over http', 'http://api.shop.example/x', false],
    ['a URL with credentials', 'https://user:pw@api.shop.example/x', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['a relative URL', '/de-de/checkout', false],
  ])('%s: %s', (_case, url, expected) => {
    expect(isAllowedWalletRedirect(url, allowed)).toBe(expected);
  });

  it('builds PayPal’s approval page on the provider’s origin with the order id', () => {
    expect(paypalApprovalUrl('https://api.shop.example', 'H8O430J0A4MNPBIH2')).toBe(
      'https://api.shop.example/sandbox/paypal/checkoutnow?token=H8O430J0A4MNPBIH2',
    );
  });
});
