import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type SandboxDatabase } from '../db/open.js';
import { InvalidPaymentTokenError, PaymentTokenInvalidatedError } from './payment-errors.js';
import {
  invalidatePaymentToken,
  issuePaymentToken,
  PAYMENT_TOKEN_LIFETIME_MS,
  parsePaymentToken,
} from './payment-token.js';

let db: SandboxDatabase;
let clock = Date.UTC(2026, 10, 25, 9, 0, 0);
const deps = () => ({ db, now: () => clock });
const claims = {
  transactionId: 'a'.repeat(32),
  paymentMethodId: 'b'.repeat(32),
  finishUrl: 'http://localhost:3000/checkout/finish?orderId=1',
  errorUrl: null,
};

beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => {
  db.close();
});

/** The token with one of its three parts replaced. */
function withPart(token: string, index: number, part: string): string {
  const parts = token.split('.');
  parts[index] = part;
  return parts.join('.');
}

describe('payment tokens (Shopware JWTFactoryV2)', () => {
  it('carries transaction, payment method, finish and error URL and expires after 30 minutes', () => {
    const issued = issuePaymentToken(deps(), claims);
    expect(issued.token.split('.')).toHaveLength(3);
    const parsed = parsePaymentToken(deps(), issued.token);
    expect(parsed).toMatchObject(claims);
    expect(parsed.expiresAt).toBe(Math.floor((clock + PAYMENT_TOKEN_LIFETIME_MS) / 1000) * 1000);
  });

  it('refuses a tampered token as CHECKOUT__INVALID_PAYMENT_TOKEN', () => {
    const { token } = issuePaymentToken(deps(), claims);
    const [, payload] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        ful: 'https://evil.example',
      }),
    ).toString('base64url');
    for (const bad of [
      withPart(token, 1, forged),
      withPart(token, 2, 'AAAA'),
      `${token}x`,
      token.slice(0, -3),
      'not-a-token',
      '',
      'a.b.c',
    ]) {
      expect(() => parsePaymentToken(deps(), bad)).toThrow(InvalidPaymentTokenError);
    }
    expect(() => parsePaymentToken(deps(), 42)).toThrow(InvalidPaymentTokenError);
  });

  it('works once: a used token is CHECKOUT__PAYMENT_TOKEN_INVALIDATED, and only one caller uses it', () => {
    const { token } = issuePaymentToken(deps(), claims);
    expect(invalidatePaymentToken(deps(), token)).toBe(true);
    expect(invalidatePaymentToken(deps(), token)).toBe(false);
    expect(() => parsePaymentToken(deps(), token)).toThrow(PaymentTokenInvalidatedError);
  });

  it('is refused by another database (each database signs with its own secret)', () => {
    const { token } = issuePaymentToken(deps(), claims);
    const other = openDatabase(':memory:');
    try {
      expect(() => parsePaymentToken({ db: other, now: () => clock }, token)).toThrow(
        InvalidPaymentTokenError,
      );
    } finally {
      other.close();
    }
  });

  it('reports its expiry to the caller, which answers it with the error URL', () => {
    const { token } = issuePaymentToken(deps(), claims);
    clock += PAYMENT_TOKEN_LIFETIME_MS + 1000;
    expect(parsePaymentToken(deps(), token).expiresAt).toBeLessThan(clock);
  });
});
