import { describe, expect, it } from 'vitest';
import { cartChangeOf, cartFormOf } from './cartChangeForm';

const form = (entries: readonly (readonly [string, string])[]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('the cart forms', () => {
  it('spec 5: the quantity defaults to 1', () => {
    expect(
      cartChangeOf(
        form([
          ['intent', 'add'],
          ['productId', 'abc'],
        ]),
      ),
    ).toEqual({
      ok: true,
      change: { type: 'add', lines: [{ productId: 'abc', quantity: 1 }] },
    });
  });

  it.each([
    [
      '−, sent before the input',
      [
        ['quantityStep', '1'],
        ['quantity', '2'],
      ],
      1,
    ],
    [
      '+, sent after the input',
      [
        ['quantity', '2'],
        ['quantityStep', '3'],
      ],
      3,
    ],
  ] as const)('the stepper button pressed wins over the input (%s)', (_name, fields, quantity) => {
    const result = cartChangeOf(form([['intent', 'update'], ['lineId', 'l1'], ...fields]));
    expect(result).toEqual({ ok: true, change: { type: 'update', lineId: 'l1', quantity } });
  });

  it('a typed quantity is sent alone (Enter or the update button)', () => {
    const result = cartChangeOf(
      form([
        ['intent', 'update'],
        ['lineId', 'l1'],
        ['quantity', '7'],
      ]),
    );
    expect(result).toEqual({ ok: true, change: { type: 'update', lineId: 'l1', quantity: 7 } });
  });

  it.each([['0'], ['1.5'], ['x'], ['-2']])(
    'spec 5: refuses the quantity %s (a whole number of at least 1)',
    (q) => {
      expect(
        cartChangeOf(
          form([
            ['intent', 'update'],
            ['lineId', 'l1'],
            ['quantity', q],
          ]),
        ).ok,
      ).toBe(false);
    },
  );

  it('refuses an unknown intent and a missing code', () => {
    expect(cartChangeOf(form([['intent', 'empty']])).ok).toBe(false);
    expect(
      cartChangeOf(
        form([
          ['intent', 'promotionCode'],
          ['code', '  '],
        ]),
      ).ok,
    ).toBe(false);
  });

  it('spec 7.2: a product known by its number only is added by number (quantity 1 by default)', () => {
    expect(
      cartChangeOf(
        form([
          ['intent', 'addProductNumber'],
          ['productNumber', 'SW10001'],
        ]),
      ),
    ).toEqual({ ok: true, change: { type: 'addProductNumber', productNumber: 'SW10001', quantity: 1 } });
    expect(cartChangeOf(form([['intent', 'addProductNumber']])).ok).toBe(false);
  });

  it('trims a code', () => {
    expect(
      cartChangeOf(
        form([
          ['intent', 'promotionCode'],
          ['code', ' BEAUTY10 '],
        ]),
      ),
    ).toEqual({
      ok: true,
      change: { type: 'addPromotionCode', code: 'BEAUTY10' },
    });
  });

  it.each([
    { type: 'add', lines: [{ productId: 'p', quantity: 2 }] },
    { type: 'update', lineId: 'l', quantity: 4 },
    { type: 'remove', lineId: 'l' },
    { type: 'addPromotionCode', code: 'C' },
    { type: 'addGiftCard', code: 'G' },
    { type: 'addProductNumber', productNumber: 'SW10001', quantity: 2 },
  ] as const)('the browser posts the fields the page’s form would: $type', (change) => {
    expect(cartChangeOf(cartFormOf(change))).toEqual({ ok: true, change });
  });
});
