import { describe, expect, it } from 'vitest';
import type { OrderLineView } from '../views/orderViews';
import { returnLinesOf, returnQuantityField, returnReasonField } from './returnForm';
import { DEFAULT_RETURN_REASON, RETURN_REASONS } from './returnReasons';

const line = (
  id: string,
  quantity: number,
  returnable = true,
  returnableQuantity = quantity,
): OrderLineView => ({
  id,
  label: id,
  quantity,
  unitPrice: 10,
  totalPrice: 10 * quantity,
  returnable,
  returnableQuantity: returnable ? returnableQuantity : 0,
});
const lines = [line('serum', 2), line('cream', 1), line('promotion', 1, false)];
const damaged = RETURN_REASONS[0].id;

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('the return form', () => {
  it('returns the chosen lines with their quantity and reason, skipping lines left at 0', () => {
    const form = formOf({
      [returnQuantityField('serum')]: '2',
      [returnReasonField('serum')]: damaged,
      [returnQuantityField('cream')]: '0',
    });
    expect(returnLinesOf(form, lines)).toEqual({
      kind: 'lines',
      lines: [{ orderLineItemId: 'serum', quantity: 2, reasonId: damaged }],
    });
  });

  it('gives a line without a reason the default reason ("not specified")', () => {
    const form = formOf({ [returnQuantityField('cream')]: '1' });
    expect(returnLinesOf(form, lines)).toEqual({
      kind: 'lines',
      lines: [{ orderLineItemId: 'cream', quantity: 1, reasonId: DEFAULT_RETURN_REASON.id }],
    });
  });

  it('is empty when nothing is chosen', () => {
    expect(returnLinesOf(formOf({}), lines)).toEqual({ kind: 'empty' });
  });

  it.each([
    ['more than ordered', { [returnQuantityField('serum')]: '3' }],
    ['a negative quantity', { [returnQuantityField('serum')]: '-1' }],
    ['a fraction', { [returnQuantityField('serum')]: '1.5' }],
    ['an unknown reason', { [returnQuantityField('serum')]: '1', [returnReasonField('serum')]: 'x' }],
  ])('refuses %s', (_case, fields) => {
    expect(returnLinesOf(formOf(fields), lines)).toEqual({ kind: 'invalid' });
  });

  it('never returns a line that is not goods, whatever the form says', () => {
    expect(returnLinesOf(formOf({ [returnQuantityField('promotion')]: '1' }), lines)).toEqual({
      kind: 'empty',
    });
  });

  it('asks back at most what earlier returns left of a line', () => {
    const partly = [line('serum', 3, true, 1), line('cream', 2, true, 0)];
    expect(returnLinesOf(formOf({ [returnQuantityField('serum')]: '2' }), partly)).toEqual({
      kind: 'invalid',
    });
    expect(returnLinesOf(formOf({ [returnQuantityField('serum')]: '1' }), partly)).toMatchObject({
      kind: 'lines',
      lines: [{ orderLineItemId: 'serum', quantity: 1 }],
    });
    expect(returnLinesOf(formOf({ [returnQuantityField('cream')]: '1' }), partly)).toEqual({ kind: 'empty' });
  });
});
