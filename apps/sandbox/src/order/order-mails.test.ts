import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETS } from '../seed/markets.js';
import { PAYMENT_METHODS, paymentMethodIdFor } from '../seed/system.js';
import { formatMoney } from './money-format.js';
import { intlLocaleOf } from './order-locale.js';
import { orderPageUrl, transferLines } from './order-mails.js';

const channel = (code: string) => MARKETS.find((market) => market.code === code)?.salesChannelId ?? '';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the order confirmation speaks the order’s language and market', () => {
  it('links the order page under the locale of the order’s language, not the market’s first', () => {
    vi.stubEnv('SANDBOX_STOREFRONT_ORIGINS', 'http://127.0.0.1:3300/');
    expect(orderPageUrl(channel('CH'), 'fr', 'code-1')).toBe(
      'http://127.0.0.1:3300/fr-ch/account/order/code-1',
    );
    expect(orderPageUrl(channel('CH'), 'de', 'code-1')).toBe(
      'http://127.0.0.1:3300/de-ch/account/order/code-1',
    );
    expect(orderPageUrl(channel('DE'), 'en', 'code-1')).toBe(
      'http://127.0.0.1:3300/en-gb/account/order/code-1',
    );
  });

  it('links to the quick start’s default shop when no storefront origin is listed', () => {
    vi.stubEnv('SANDBOX_STOREFRONT_ORIGINS', '');
    expect(orderPageUrl(channel('DE'), 'de', 'code-1')).toBe(
      'http://localhost:3000/de-de/account/order/code-1',
    );
  });

  it('writes a total as the shop writes it in that locale', () => {
    const total = (amount: number, currency: string, locale: string) =>
      formatMoney(amount, currency, intlLocaleOf(locale));
    expect(total(53.9, 'CHF', 'fr-ch')).toBe('53.90\u00a0CHF');
    expect(total(53.9, 'CHF', 'de-ch')).toBe('CHF\u00a053.90');
    expect(total(53.9, 'EUR', 'de-de')).toBe('53,90\u00a0€');
    expect(total(53.9, 'EUR', 'en-gb')).toBe('€53.90');
  });

  it('tells a shopper paying in advance the reference and the bank account, and nobody else', () => {
    const [reference, account] = transferLines('de', paymentMethodIdFor('prepayment'), '10042');
    expect(reference).toContain('10042');
    expect(account).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(transferLines('fr', paymentMethodIdFor('prepayment'), '10042')[1]).toContain('francs suisses');
    for (const method of PAYMENT_METHODS.filter((candidate) => candidate.key !== 'prepayment'))
      expect(transferLines('de', paymentMethodIdFor(method.key), '10042')).toEqual([]);
  });
});
