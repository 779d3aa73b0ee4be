import { InvalidParameterError } from '../errors.js';
import { type CartError, promotionNotFound, voucherCardEmpty, voucherCardNotFound } from './cart-errors.js';
import {
  LineItemNotFoundError,
  LineItemNotRemovableError,
  LineItemNotStackableError,
} from './cart-exceptions.js';
import type { StoredLineItem } from './cart-store.js';
import { type AddLineItem, MAX_ITEMS, type UpdateLineItem } from './line-item-input.js';
import type { GiftCard, Promotion } from './promotion.js';

/** What an operation may look up: codes that can be redeemed now, and the ids of lines the cart derives. */
export interface OperationLookups {
  /** A promotion that is valid now and not used up by this customer, or undefined. */
  redeemablePromotion(code: string): Promotion | undefined;
  giftCard(code: string): GiftCard | undefined;
  /** Ids of lines the cart adds itself (a promotion's free product): they cannot be removed on their own. */
  derivedLineItemIds: ReadonlySet<string>;
}

export interface OperationOutcome {
  lineItems: StoredLineItem[];
  errors: CartError[];
  /** Promotions this operation added, to be announced once the cart shows their discount. */
  addedPromotionIds: string[];
}

function guardSize(lineItems: readonly StoredLineItem[]): void {
  if (lineItems.length > MAX_ITEMS) {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `A cart holds at most ${MAX_ITEMS} line items.`,
      '/items',
    );
  }
}

/** Adds products (stacking onto a line of the same id) and redeems codes; unknown codes become cart errors. */
export function addLineItems(
  current: readonly StoredLineItem[],
  adds: readonly AddLineItem[],
  lookups: OperationLookups,
): OperationOutcome {
  const lineItems = current.map((item) => ({ ...item }));
  const errors: CartError[] = [];
  const addedPromotionIds: string[] = [];
  for (const add of adds) {
    if (add.type === 'product') {
      const existing = lineItems.find((item) => item.id === add.id && item.type === 'product');
      if (existing) existing.quantity += add.quantity;
      else
        lineItems.push({
          id: add.id,
          type: 'product',
          referencedId: add.referencedId,
          quantity: add.quantity,
        });
      continue;
    }
    if (add.type === 'promotion') {
      const promotion = lookups.redeemablePromotion(add.code);
      if (!promotion) {
        errors.push(promotionNotFound(add.code));
        continue;
      }
      if (lineItems.some((item) => item.id === promotion.id)) continue;
      lineItems.push({ id: promotion.id, type: 'promotion', referencedId: promotion.code, quantity: 1 });
      addedPromotionIds.push(promotion.id);
      continue;
    }
    const card = lookups.giftCard(add.code);
    if (!card) {
      errors.push(voucherCardNotFound(add.code));
      continue;
    }
    if (card.balance <= 0) {
      errors.push(voucherCardEmpty(card.code));
      continue;
    }
    if (!lineItems.some((item) => item.id === card.id))
      lineItems.push({ id: card.id, type: 'voucherCard', referencedId: card.code, quantity: 1 });
  }
  guardSize(lineItems);
  return { lineItems, errors, addedPromotionIds };
}

/** Changes quantities; only products stack, and every id must name a line of the cart (Shopware's 404). */
export function updateLineItems(
  current: readonly StoredLineItem[],
  updates: readonly UpdateLineItem[],
  lookups: OperationLookups,
): OperationOutcome {
  const lineItems = current.map((item) => ({ ...item }));
  for (const update of updates) {
    const item = lineItems.find((candidate) => candidate.id === update.id);
    if (!item) {
      if (lookups.derivedLineItemIds.has(update.id)) throw new LineItemNotStackableError(update.id);
      throw new LineItemNotFoundError(update.id);
    }
    if (update.quantity === undefined) continue;
    if (item.type !== 'product') throw new LineItemNotStackableError(update.id);
    item.quantity = update.quantity;
  }
  return { lineItems, errors: [], addedPromotionIds: [] };
}

export function removeLineItems(
  current: readonly StoredLineItem[],
  ids: readonly string[],
  lookups: OperationLookups,
): OperationOutcome {
  for (const id of ids) {
    if (current.some((item) => item.id === id)) continue;
    if (lookups.derivedLineItemIds.has(id)) throw new LineItemNotRemovableError(id);
    throw new LineItemNotFoundError(id);
  }
  const removed = new Set(ids);
  return { lineItems: current.filter((item) => !removed.has(item.id)), errors: [], addedPromotionIds: [] };
}
