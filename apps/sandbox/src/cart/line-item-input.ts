import { z } from 'zod';
import { InvalidParameterError } from '../errors.js';
import { isId } from '../ids.js';
import {
  InsufficientPermissionError,
  InvalidQuantityError,
  LineItemTypeNotSupportedError,
} from './cart-exceptions.js';

/** At most this many line items per request and per cart: Shopware has no limit, the sandbox guards its memory. */
export const MAX_ITEMS = 100;
/** A quantity above any stock; larger values are refused rather than clamped. */
const MAX_QUANTITY_INPUT = 100_000;

const lineItemInput = z.looseObject({
  id: z.unknown().optional(),
  referencedId: z.unknown().optional(),
  type: z.unknown().optional(),
  quantity: z.unknown().optional(),
  priceDefinition: z.unknown().optional(),
});

const itemsBody = z.looseObject({ items: z.array(lineItemInput).min(1).max(MAX_ITEMS) });

/** A product to add (by id), or a promotion or gift card code to redeem. */
export type AddLineItem =
  | { type: 'product'; id: string; referencedId: string; quantity: number }
  | { type: 'promotion' | 'voucherCard'; code: string };

export interface UpdateLineItem {
  id: string;
  quantity: number | undefined;
}

const printable = (value: unknown) =>
  String(typeof value === 'object' ? JSON.stringify(value) : value).slice(0, 64);

/** Spec 5: the quantity defaults to 1 and is parsed as a whole number ("3" is 3; 1.5, 0 and "x" are refused). */
export function parseQuantity(raw: unknown, pointer: string): number {
  if (raw === undefined || raw === null) return 1;
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_QUANTITY_INPUT)
    throw new InvalidQuantityError(printable(raw), pointer);
  return value;
}

function readItems(body: Record<string, unknown>): z.infer<typeof lineItemInput>[] {
  const parsed = itemsBody.safeParse(body);
  if (!parsed.success) {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `The parameter "items" must be a list of 1 to ${MAX_ITEMS} line items.`,
      '/items',
    );
  }
  // A client never sets prices: Shopware refuses a priceDefinition without the price-overwrite permission.
  if (parsed.data.items.some((item) => item.priceDefinition !== undefined))
    throw new InsufficientPermissionError();
  return parsed.data.items;
}

function code(raw: unknown, pointer: string): string {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 100) {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'A promotion or voucher card needs its code as referencedId.',
      pointer,
    );
  }
  return raw.trim();
}

function lineItemId(raw: unknown, pointer: string): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > 64 || !/^[A-Za-z0-9_.-]+$/.test(raw)) {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      'A line item id must be 1 to 64 letters, digits, ".", "_" or "-".',
      pointer,
    );
  }
  return raw;
}

/** The body of POST /checkout/cart/line-item. */
export function readAddItems(body: Record<string, unknown>): AddLineItem[] {
  return readItems(body).map((item, index) => {
    const pointer = `/items/${index}`;
    const type = item.type === undefined ? 'product' : item.type;
    if (type !== 'product' && type !== 'promotion' && type !== 'voucherCard')
      throw new LineItemTypeNotSupportedError(printable(type));
    if (type === 'product') {
      const quantity = parseQuantity(item.quantity, `${pointer}/quantity`);
      const referencedId = item.referencedId ?? item.id;
      if (!isId(referencedId)) {
        throw new InvalidParameterError(
          'FRAMEWORK__INVALID_UUID',
          `Value "${printable(referencedId)}" is not a valid uuid.`,
          `${pointer}/referencedId`,
        );
      }
      const id = item.id === undefined ? referencedId : lineItemId(item.id, `${pointer}/id`);
      return { id, type, referencedId, quantity };
    }
    return { type, code: code(item.referencedId ?? item.id, `${pointer}/referencedId`) };
  });
}

/** The body of PATCH /checkout/cart/line-item. */
export function readUpdateItems(body: Record<string, unknown>): UpdateLineItem[] {
  return readItems(body).map((item, index) => ({
    id: lineItemId(item.id, `/items/${index}/id`),
    quantity:
      item.quantity === undefined ? undefined : parseQuantity(item.quantity, `/items/${index}/quantity`),
  }));
}

/** The ids of DELETE ?ids[]= or POST /checkout/cart/line-item/delete. */
export function readRemoveIds(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  if (values.length === 0 || values.length > MAX_ITEMS) {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `The parameter "ids" must list 1 to ${MAX_ITEMS} line item ids.`,
      '/ids',
    );
  }
  return values.map((value, index) => lineItemId(value, `/ids/${index}`));
}
