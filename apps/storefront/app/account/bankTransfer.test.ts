import type { Order } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { bankTransferOf, PREPAYMENT } from './bankTransfer';

type Transaction = NonNullable<Order['transactions']>[number];

const transaction = (
  state: string,
  technicalName = PREPAYMENT,
  description: string | null = 'IBAN DE89',
): Transaction =>
  ({
    id: 't',
    paymentMethodId: 'p',
    stateMachineState: { technicalName: state },
    paymentMethod: { id: 'p', name: 'Vorkasse', technicalName, description, translated: {} },
  }) as unknown as Transaction;

describe('bankTransferOf', () => {
  it('names the bank account of an open prepayment, from the payment method as translated', () => {
    expect(bankTransferOf(transaction('open'), 'open')).toBe('IBAN DE89');
    const translated = transaction('open');
    (translated.paymentMethod as { translated: Record<string, unknown> }).translated = {
      description: 'IBAN CH93',
    };
    expect(bankTransferOf(translated, 'open')).toBe('IBAN CH93');
  });

  it('names nothing once the transfer arrived, for a cancelled order, for other methods or without a description', () => {
    expect(bankTransferOf(transaction('paid'), 'open')).toBeUndefined();
    expect(bankTransferOf(transaction('open'), 'cancelled')).toBeUndefined();
    expect(bankTransferOf(transaction('open', 'payment_invoice'), 'open')).toBeUndefined();
    expect(bankTransferOf(transaction('open', PREPAYMENT, null), 'open')).toBeUndefined();
    expect(bankTransferOf(transaction('open', PREPAYMENT, '  '), 'open')).toBeUndefined();
    expect(bankTransferOf(undefined, 'open')).toBeUndefined();
  });
});
