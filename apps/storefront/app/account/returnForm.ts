import type { OrderReturnLineInput } from '@beautyshop/store-api-client';
import type { OrderLineView } from '../views/orderViews';
import { DEFAULT_RETURN_REASON, isReturnReasonId } from './returnReasons';

/** The return form's field names of one line: how many to send back and why. */
export const returnQuantityField = (lineId: string) => `quantity.${lineId}`;
export const returnReasonField = (lineId: string) => `reason.${lineId}`;

export type ReturnFormOutcome =
  | { kind: 'lines'; lines: OrderReturnLineInput[] }
  /** Nothing chosen: every quantity was 0. */
  | { kind: 'empty' }
  /** A quantity above the ordered one, or not a whole number, or an unknown reason: a forged form. */
  | { kind: 'invalid' };

/**
 * The lines of a return request from the submitted form: the order's returnable lines with a quantity from 1, each
 * with its reason (the default when none was picked). The quantities are checked against the order here so that
 * the form is refused before the Store API is asked.
 */
export function returnLinesOf(form: FormData, lines: readonly OrderLineView[]): ReturnFormOutcome {
  const chosen: OrderReturnLineInput[] = [];
  for (const line of lines.filter((candidate) => candidate.returnableQuantity > 0)) {
    const rawQuantity = String(form.get(returnQuantityField(line.id)) ?? '0').trim() || '0';
    if (!/^\d{1,4}$/.test(rawQuantity)) return { kind: 'invalid' };
    const quantity = Number(rawQuantity);
    if (quantity === 0) continue;
    // What earlier returns asked back is not offered again (the Store API would refuse it as too high).
    if (quantity > line.returnableQuantity) return { kind: 'invalid' };
    const reasonId = String(form.get(returnReasonField(line.id)) ?? '') || DEFAULT_RETURN_REASON.id;
    if (!isReturnReasonId(reasonId)) return { kind: 'invalid' };
    chosen.push({ orderLineItemId: line.id, quantity, reasonId });
  }
  return chosen.length === 0 ? { kind: 'empty' } : { kind: 'lines', lines: chosen };
}
