import type { CartError } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { cartOf, cartResult } from '../testing/cartFixtures';
import { codeRedeemed } from './codeRedeemed';

const error = (messageKey: string, level: CartError['level']): CartError => ({
  key: messageKey,
  level,
  message: messageKey,
  messageKey,
});
const changed = (errors: CartError[]) => ({
  status: 'changed' as const,
  result: cartResult(cartOf(), errors),
});

describe('a promotion code or gift card field after its change', () => {
  it('is emptied once the discount is added, or the code waits for its minimum order value', () => {
    expect(codeRedeemed(changed([error('promotion-discount-added', 0)]))).toBe(true);
    expect(codeRedeemed(changed([error('promotion-not-eligible', 0)]))).toBe(true);
  });

  it('keeps a refused code for the shopper to correct, and any code whose change failed', () => {
    expect(codeRedeemed(changed([error('promotion-not-found', 20)]))).toBe(false);
    expect(codeRedeemed(changed([error('voucher-card-empty', 20)]))).toBe(false);
    expect(codeRedeemed({ status: 'failed', error: new Error('offline') })).toBe(false);
  });
});
