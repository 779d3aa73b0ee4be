import { describe, expect, it } from 'vitest';
import {
  hasWalletReturn,
  walletCheckoutPath,
  walletInitPath,
  walletOfPaymentMethod,
  walletReturnOf,
} from './wallets';

describe('wallet express checkout routes (spec 2.2)', () => {
  it('starts Amazon Pay at /amazon-pay and PayPal at /checkout/amazon-pay-init-checkout/paypal, per locale', () => {
    expect(walletInitPath('amazon-pay', 'de-ch')).toBe('/de-ch/amazon-pay');
    expect(walletInitPath('paypal', 'fr-fr')).toBe('/fr-fr/checkout/amazon-pay-init-checkout/paypal');
  });

  it('returns both wallets to /amazon_pay/checkout', () => {
    expect(walletCheckoutPath('en-gb')).toBe('/en-gb/amazon_pay/checkout');
  });
});

describe('the wallet return (spec 2.4: address and email taken from the wallet)', () => {
  it('reads Amazon Pay’s amazonCheckoutSessionId', () => {
    const search = new URLSearchParams({ amazonCheckoutSessionId: '5e9bc30d-902a-4c2e-bec2-fc49206c7c07' });
    expect(walletReturnOf(search)).toEqual({
      wallet: 'amazon-pay',
      id: '5e9bc30d-902a-4c2e-bec2-fc49206c7c07',
    });
  });

  it('reads PayPal’s order id from token and ignores the PayerID', () => {
    const search = new URLSearchParams({ token: 'H8O430J0A4MNPBIH2', PayerID: 'C57A0105B0A19' });
    expect(walletReturnOf(search)).toEqual({ wallet: 'paypal', id: 'H8O430J0A4MNPBIH2' });
  });

  it('sends nothing on for an id that is not shaped like a wallet’s, but still knows it was a return', () => {
    const search = new URLSearchParams({ token: '../../admin?x=1' });
    expect(walletReturnOf(search)).toBeUndefined();
    expect(hasWalletReturn(search)).toBe(true);
    expect(hasWalletReturn(new URLSearchParams())).toBe(false);
  });

  it('knows a wallet by its payment method’s technical name', () => {
    expect(walletOfPaymentMethod('payment_paypal')).toBe('paypal');
    expect(walletOfPaymentMethod('payment_amazon_pay')).toBe('amazon-pay');
    expect(walletOfPaymentMethod('payment_invoice')).toBeUndefined();
    expect(walletOfPaymentMethod(undefined)).toBeUndefined();
  });
});
