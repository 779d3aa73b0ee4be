import type { CartLineInput } from '../operations/cartLinesAdd.js';

/** A change the shopper asks for; the store sends them one at a time (spec 4: writes on one context are serialised). */
export type CartChange =
  | { type: 'add'; lines: readonly CartLineInput[] }
  | { type: 'update'; lineId: string; quantity: number }
  | { type: 'remove'; lineId: string }
  | { type: 'addPromotionCode'; code: string }
  | { type: 'addGiftCard'; code: string }
  /** Spec 7.2's external hook: a product known by its number only (see `listenForExternalAddToCart`). */
  | { type: 'addProductNumber'; productNumber: string; quantity: number };
