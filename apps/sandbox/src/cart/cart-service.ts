import {
  findProductPksByIds,
  loadProductRows,
  type ProductDoc,
  type ProductRow,
  renderProducts,
} from '../catalogue/entities/product.js';
import type { Doc } from '../catalogue/entities/store.js';
import { purchaseRulesOf } from '../catalogue/purchase-rules.js';
import { countryIsoOf, taxKindOf, taxRateFor } from '../catalogue/taxes.js';
import { findCustomer } from '../customer/customer-store.js';
import { lruPerDatabase } from '../db/database-lru.js';
import { inReadSnapshot } from '../db/read-snapshot.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { mailKey } from '../mail/mailbox.js';
import { countPromotionOrders } from '../order/order-store.js';
import { type CurrencyCode, languageCodeOf, type MarketCode } from '../seed/markets.js';
import { type CartCalculation, type CartProduct, calculateCart, lineItemIdOf } from './calculate.js';
import { type CartError, promotionDiscountAdded, serializeCartErrors } from './cart-errors.js';
import { CartConflictError } from './cart-exceptions.js';
import { cartHash } from './cart-hash.js';
import type { StoredLineItem } from './cart-store.js';
import type { OperationLookups, OperationOutcome } from './operations.js';
import { type GiftCard, isPromotionValidAt, type Promotion } from './promotion.js';
import { shippingMethodKeyOf } from './shipping-costs.js';

/** A change to the stored line items, given what it may look up. */
export type CartOperation = (
  lineItems: readonly StoredLineItem[],
  lookups: OperationLookups,
) => OperationOutcome;

/** Rendered products of carts per process; a cart is recalculated on every change, its products rarely change. */
const MAX_RENDERED = 5_000;
const renderedOf = lruPerDatabase<string, Doc>(MAX_RENDERED);

/**
 * The products of a cart as the Store API renders them, kept per shopper view (sales channel, languages,
 * currency, country, origin) and stock: rendering was most of a cart change's time, and apart from stock the
 * catalogue does not change while the sandbox runs. The calculation only reads them.
 */
function renderedCartProducts(
  deps: SandboxDeps,
  shop: ShopRequest,
  rows: readonly ProductRow[],
): (Doc | undefined)[] {
  const cache = renderedOf(deps.db);
  const view = [
    shop.salesChannel.id,
    shop.languageIdChain.join(','),
    String(shop.currency.id ?? ''),
    shop.context.countryId,
    deps.origin(),
  ].join('|');
  // Orders move stock, and with it `stock`, `available`, `calculatedMaxPurchase` and `sales`: part of the key.
  const keyOf = (row: ProductRow) => `${row.pk}|${row.stock}.${row.available}.${row.sales}|${view}`;
  const missing = rows.filter((row) => cache.get(keyOf(row)) === undefined);
  const fresh = renderProducts(deps, shop, missing);
  missing.forEach((row, index) => {
    const product = fresh[index];
    if (product) cache.set(keyOf(row), product);
  });
  return rows.map((row) => cache.get(keyOf(row)));
}

function cartProducts(
  deps: SandboxDeps,
  shop: ShopRequest,
  ids: readonly string[],
): Map<string, CartProduct> {
  const rows = loadProductRows(deps, shop, findProductPksByIds(deps, [...new Set(ids)]));
  const rendered = renderedCartProducts(deps, shop, rows);
  const countryIso = countryIsoOf(deps, shop.context.countryId);
  const products = new Map<string, CartProduct>();
  rows.forEach((row, index) => {
    const doc = JSON.parse(row.doc) as ProductDoc;
    const product = rendered[index];
    if (!product) return;
    products.set(row.id, {
      id: row.id,
      name: row.name,
      price: row.price,
      listPrice: row.listPrice,
      tierPrices: doc.tierPrices,
      rules: purchaseRulesOf({
        stock: row.stock,
        isCloseout: row.isCloseout === 1,
        digital: doc.digital,
        tierPrices: doc.tierPrices,
      }),
      taxRate: taxRateFor(countryIso, taxKindOf(doc)),
      shippingFree: row.shippingFree === 1,
      digital: doc.digital,
      childCount: row.childCount,
      stock: row.stock,
      rendered: product,
    });
  });
  return products;
}

/** What an operation may look up, for the cart's current line items (read once per change, not again here). */
function lookupsFor(
  deps: SandboxDeps,
  shop: ShopRequest,
  now: Date,
  current: readonly StoredLineItem[],
): OperationLookups {
  // The per-customer limit of a promotion counts the customer's orders, by id and by email (a guest who
  // ordered before under the same address counts too).
  let customer: { id: string | null; emailKey: string | null } | undefined;
  const orderingCustomer = () => {
    if (!customer) {
      const id = shop.context.customerId;
      const record = id ? findCustomer(deps, id) : undefined;
      customer = { id, emailKey: record ? mailKey(record.email) : null };
    }
    return customer;
  };
  return {
    redeemablePromotion(code) {
      const promotion = deps.carts.promotionByCode(code);
      if (!promotion || !isPromotionValidAt(promotion, now)) return undefined;
      if (
        promotion.maxUsesPerCustomer !== null &&
        countPromotionOrders(deps, promotion.id, orderingCustomer()) >= promotion.maxUsesPerCustomer
      )
        return undefined;
      return promotion;
    },
    giftCard: (code) => deps.carts.giftCardByCode(code),
    derivedLineItemIds: new Set(
      current
        .filter((item) => item.type === 'promotion')
        .map((item) => lineItemIdOf.freeProduct({ id: item.id })),
    ),
  };
}

/**
 * The parts of a cart that depend only on the context's shipping method or address country and the language
 * (the seeded entities do not change while the sandbox runs): made once per process and shared by every cart,
 * frozen so that no reader changes them for the others. The cart answer keeps their encoding (cart-answer.ts).
 */
interface CartShippingMethod {
  renderedMethod: Doc;
  deliveryTime: Doc | undefined;
}
const shippingMethodsOf = lruPerDatabase<string, CartShippingMethod>(64);
const shippingLocationsOf = lruPerDatabase<string, Doc>(256);

function shippingMethodOf(deps: SandboxDeps, methodId: string, chain: readonly string[]): CartShippingMethod {
  const cache = shippingMethodsOf(deps.db);
  const key = `${methodId}|${chain.join(',')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const method = deps.entities.get('shipping_method', methodId);
  const deliveryTime = deps.entities.render('delivery_time', String(method?.doc.deliveryTimeId ?? ''), chain);
  const renderedMethod = Object.freeze({
    ...(deps.entities.render('shipping_method', methodId, chain) ?? {}),
    deliveryTime,
  });
  const made = { renderedMethod, deliveryTime };
  cache.set(key, made);
  return made;
}

function shippingLocationOf(
  deps: SandboxDeps,
  countryId: string,
  countryStateId: string | null | undefined,
  chain: readonly string[],
): Doc {
  const cache = shippingLocationsOf(deps.db);
  const key = `${countryId}|${countryStateId ?? ''}|${chain.join(',')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const location = Object.freeze({
    country: deps.entities.render('country', countryId, chain),
    ...(countryStateId ? { state: deps.entities.render('country_state', countryStateId, chain) } : {}),
    apiAlias: 'cart_delivery_shipping_location',
  });
  cache.set(key, location);
  return location;
}

/** Recalculates stored line items for the shopper's context (country, currency, shipping and payment method). */
function calculate(
  deps: SandboxDeps,
  shop: ShopRequest,
  stored: readonly StoredLineItem[],
  now: Date,
): CartCalculation {
  const lookups = lookupsFor(deps, shop, now, stored);
  // A promotion that expired or was used up since it was added leaves the cart, as Shopware recalculates it away.
  const lineItems = stored.filter(
    (item) => item.type !== 'promotion' || lookups.redeemablePromotion(item.referencedId) !== undefined,
  );
  const promotions = new Map<string, Promotion>();
  const giftCards = new Map<string, GiftCard>();
  for (const item of lineItems) {
    if (item.type === 'promotion') {
      const promotion = lookups.redeemablePromotion(item.referencedId);
      if (promotion) promotions.set(promotion.code.toUpperCase(), promotion);
    }
    if (item.type === 'voucherCard') {
      const card = deps.carts.giftCardByCode(item.referencedId);
      if (card) giftCards.set(card.code.toUpperCase(), card);
    }
  }
  const sampleId = [...promotions.values()].some((promotion) => promotion.discount.type === 'free-product')
    ? deps.carts.freeSampleProductId()
    : undefined;
  const products = cartProducts(deps, shop, [
    ...lineItems.filter((item) => item.type === 'product').map((item) => item.referencedId),
    ...(sampleId ? [sampleId] : []),
  ]);
  const chain = shop.languageIdChain;
  const { context } = shop;
  const method = deps.entities.get('shipping_method', context.shippingMethodId);
  const { renderedMethod, deliveryTime } = shippingMethodOf(deps, context.shippingMethodId, chain);
  const payment = deps.entities.render('payment_method', context.paymentMethodId, chain) ?? {};
  const factors = Object.fromEntries(
    deps.entities
      .list('currency')
      .map((currency) => [String(currency.doc.isoCode), Number(currency.doc.factor)]),
  ) as Record<CurrencyCode, number>;
  return calculateCart({
    lineItems,
    products,
    promotions,
    giftCards,
    freeSample: sampleId ? products.get(sampleId) : undefined,
    market: String(shop.salesChannel.doc._code) as MarketCode,
    language: languageCodeOf(shop.languageId) ?? 'de',
    countryIso: countryIsoOf(deps, context.countryId),
    currency: {
      iso: (String(shop.currency.isoCode ?? 'EUR') === 'CHF' ? 'CHF' : 'EUR') as CurrencyCode,
      factor: shop.currencyFactor,
      totalRoundingInterval: Number((shop.currency.totalRounding as Doc | undefined)?.interval ?? 0.01),
    },
    factors,
    shippingMethod: {
      id: context.shippingMethodId,
      key: shippingMethodKeyOf(String(method?.doc.technicalName ?? 'shipping_standard')),
      name: String(renderedMethod.name ?? ''),
      rendered: renderedMethod,
    },
    paymentMethod: {
      id: context.paymentMethodId,
      key: String(payment.technicalName ?? '').replace(/^payment_/, ''),
      name: String(payment.name ?? ''),
    },
    shippingLocation: shippingLocationOf(deps, context.countryId, context.countryStateId, chain),
    deliveryTime: {
      min: Number(deliveryTime?.min ?? 1),
      max: Number(deliveryTime?.max ?? 3),
      unit: String(deliveryTime?.unit ?? 'day'),
      name: String(deliveryTime?.name ?? ''),
    },
    now,
  });
}

function present(
  shop: ShopRequest,
  version: number,
  calculation: CartCalculation,
  errors: readonly CartError[],
): Doc {
  return {
    ...calculation.cart,
    token: shop.context.token,
    hash: cartHash(version, calculation, shop.context),
    errors: serializeCartErrors(errors),
  };
}

/** The shopper's cart, recalculated; a token without a cart has an empty one. */
export function readCart(deps: SandboxDeps, shop: ShopRequest): Doc {
  return inReadSnapshot(deps.db, () => {
    const stored = deps.carts.load(shop.context.token, shop.salesChannel.id);
    const calculation = calculate(deps, shop, stored?.lineItems ?? [], new Date());
    return present(shop, stored?.version ?? 0, calculation, calculation.errors);
  });
}

/** The cart an order is placed from: its version, its calculation and its hash (what `readCart` answered). */
export interface CartForOrder {
  version: number;
  calculation: CartCalculation;
  hash: string;
}

export function cartForOrder(deps: SandboxDeps, shop: ShopRequest, now: Date): CartForOrder {
  const stored = deps.carts.load(shop.context.token, shop.salesChannel.id);
  const version = stored?.version ?? 0;
  const calculation = calculate(deps, shop, stored?.lineItems ?? [], now);
  return { version, calculation, hash: cartHash(version, calculation, shop.context) };
}

/** Attempts of one change before it gives up against a flood of concurrent writes to the same cart. */
const MAX_ATTEMPTS = 50;

/**
 * Applies a change as a compare-and-set on the cart's version: load, change, recalculate, and store the checked
 * line items only if no other write came in between (else start over from the newer cart). Writes to one cart
 * are thus serialised across the worker processes without holding SQLite's write lock during a calculation, and
 * a refused change (a thrown error) writes nothing.
 */
export function changeCart(deps: SandboxDeps, shop: ShopRequest, operation: CartOperation): Doc {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const now = new Date();
    // The reads end before the write: the version check, not a held lock, keeps a concurrent change out.
    const { stored, outcome, calculation } = inReadSnapshot(deps.db, () => {
      const stored = deps.carts.load(shop.context.token, shop.salesChannel.id);
      const current = stored?.lineItems ?? [];
      const outcome = operation(current, lookupsFor(deps, shop, now, current));
      return { stored, outcome, calculation: calculate(deps, shop, outcome.lineItems, now) };
    });
    // A change that changes nothing (an unknown code, say) writes nothing: the version counts real changes.
    const changed = JSON.stringify(calculation.lineItems) !== JSON.stringify(stored?.lineItems ?? []);
    if (
      changed &&
      !deps.carts.saveIfVersion(
        shop.context.token,
        shop.salesChannel.id,
        calculation.lineItems,
        stored?.version ?? 0,
      )
    )
      continue;
    const shown = new Map(
      (calculation.cart.lineItems as Doc[]).map((lineItem) => [String(lineItem.id), String(lineItem.label)]),
    );
    const added = outcome.addedPromotionIds.flatMap((id) => {
      const label = shown.get(id);
      return label === undefined ? [] : [promotionDiscountAdded(id, label)];
    });
    const version = (stored?.version ?? 0) + (changed ? 1 : 0);
    return present(shop, version, calculation, [...outcome.errors, ...added, ...calculation.errors]);
  }
  throw new CartConflictError();
}

export function deleteCart(deps: SandboxDeps, shop: ShopRequest): void {
  deps.carts.delete(shop.context.token);
}
