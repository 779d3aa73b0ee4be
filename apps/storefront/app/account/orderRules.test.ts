import { describe, expect, it } from 'vitest';
import {
  canCancelOrder,
  canChangePaymentMethod,
  canReturnOrder,
  grantedDownload,
  isReturnableLine,
  returnableQuantityOf,
  returnedQuantities,
} from './orderRules';

describe('canCancelOrder', () => {
  it.each([
    ['open', true],
    ['in_progress', true],
    ['completed', false],
    ['cancelled', false],
  ])('an order in state %s can be cancelled: %s', (order, expected) => {
    expect(canCancelOrder({ order, payment: 'paid' })).toBe(expected);
  });

  it("offers no cancel once the order's files can be downloaded: the content is delivered", () => {
    const ebook = { downloads: [{ accessGranted: true }] };
    expect(canCancelOrder({ order: 'open', payment: 'paid' }, [{ downloads: null }, ebook])).toBe(false);
  });

  it('still cancels an order whose files are not open yet (not paid)', () => {
    const ebook = { downloads: [{ accessGranted: false }] };
    expect(canCancelOrder({ order: 'open', payment: 'open' }, [ebook])).toBe(true);
  });
});

describe('canChangePaymentMethod', () => {
  it.each([
    ['open', true],
    ['failed', true],
    ['cancelled', true],
    ['reminded', true],
    ['unconfirmed', true],
    ['chargeback', true],
    ['in_progress', false],
    ['authorized', false],
    ['paid', false],
    ['paid_partially', false],
    ['refunded', false],
  ])('an open order whose payment is %s can change its payment method: %s', (payment, expected) => {
    expect(canChangePaymentMethod({ order: 'open', payment })).toBe(expected);
  });

  it('offers no payment change for a cancelled order, even when its payment was cancelled with it', () => {
    expect(canChangePaymentMethod({ order: 'cancelled', payment: 'cancelled' })).toBe(false);
  });

  it('offers no payment change for an order without a transaction', () => {
    expect(canChangePaymentMethod({ order: 'open', payment: undefined })).toBe(false);
  });
});

describe('returns', () => {
  it('names goods lines returnable, not promotions or lines without a type', () => {
    expect(isReturnableLine({ type: 'product' })).toBe(true);
    expect(isReturnableLine({ type: 'freeProduct' })).toBe(true);
    expect(isReturnableLine({ type: 'promotion' })).toBe(false);
    expect(isReturnableLine({})).toBe(false);
  });

  it('names no digital content returnable: it is never sent, and was ordered with the waiver', () => {
    expect(isReturnableLine({ type: 'product', downloads: [{ accessGranted: false }] })).toBe(false);
    expect(isReturnableLine({ type: 'product', downloads: [] })).toBe(true);
    expect(
      canReturnOrder({ order: 'open', payment: 'paid' }, [
        { id: 'book', quantity: 1, type: 'product', downloads: [{}] },
      ]),
    ).toBe(false);
  });

  it('lets an order with goods be returned unless it was cancelled', () => {
    const product = { id: 'cream', quantity: 2, type: 'product' };
    const promotion = { id: 'code', quantity: 1, type: 'promotion' };
    expect(canReturnOrder({ order: 'completed', payment: 'paid' }, [product, promotion])).toBe(true);
    expect(canReturnOrder({ order: 'cancelled', payment: 'cancelled' }, [product])).toBe(false);
    expect(canReturnOrder({ order: 'open', payment: 'open' }, [promotion])).toBe(false);
  });

  it('offers what earlier returns left of a line: a cancelled return gives its quantity back', () => {
    const cream = { id: 'cream', quantity: 3, type: 'product' };
    const returns = [
      { state: { technicalName: 'open' }, lineItems: [{ orderLineItemId: 'cream', quantity: 2 }] },
      { state: { technicalName: 'cancelled' }, lineItems: [{ orderLineItemId: 'cream', quantity: 1 }] },
    ];
    const returned = returnedQuantities(returns);
    expect(returnableQuantityOf(cream, returned)).toBe(1);
    expect(canReturnOrder({ order: 'completed', payment: 'paid' }, [cream], returned)).toBe(true);
    const all = returnedQuantities([
      ...returns,
      { state: { technicalName: 'done' }, lineItems: [{ orderLineItemId: 'cream', quantity: 1 }] },
    ]);
    expect(returnableQuantityOf(cream, all)).toBe(0);
    expect(canReturnOrder({ order: 'completed', payment: 'paid' }, [cream], all)).toBe(false);
    expect(returnableQuantityOf({ id: 'code', quantity: 1, type: 'promotion' }, new Map())).toBe(0);
  });
});

describe('grantedDownload', () => {
  const guide = {
    label: 'Guide',
    downloads: [
      { id: 'd1', accessGranted: true },
      { id: 'd2', accessGranted: false },
    ],
  };
  const cream = { label: 'Cream', downloads: [] };

  it('finds a file whose access is granted, with its line', () => {
    expect(grantedDownload([cream, guide], 'd1')).toEqual({ line: guide, download: guide.downloads[0] });
  });

  it('finds nothing for a file not yet granted, an unknown id or an order without lines', () => {
    expect(grantedDownload([cream, guide], 'd2')).toBeUndefined();
    expect(grantedDownload([cream, guide], 'd3')).toBeUndefined();
    expect(grantedDownload(undefined, 'd1')).toBeUndefined();
  });
});
