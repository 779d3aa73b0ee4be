import type { Doc } from '../catalogue/entities/store.js';
import type { PurchaseRules } from '../catalogue/purchase-rules.js';
import type { CurrencyCode, LanguageCode, MarketCode } from '../seed/markets.js';
import {
  addShares,
  calculatedPrice,
  proportionalShares,
  type RateShares,
  taxTotal,
} from './calculated-price.js';
import {
  type CartError,
  minOrderQuantity,
  paymentMethodBlocked,
  productNotFound,
  productOutOfStock,
  productStockReached,
  promotionNotEligible,
  purchaseStepsQuantity,
  shippingMethodBlocked,
} from './cart-errors.js';
import type { StoredLineItem } from './cart-store.js';
import { sharedLineItemParts } from './line-item-parts.js';
import { type CurrencyFactors, convert, round2, roundToInterval } from './money.js';
import type { GiftCard, Promotion } from './promotion.js';
import {
  FREE_SHIPPING_THRESHOLDS,
  INVOICE_LIMIT,
  type ShippingMethodKey,
  shippingCostFor,
  thresholdApplies,
} from './shipping-costs.js';

/** What the cart needs to know of a product (read from the catalogue by the cart service). */
export interface CartProduct {
  id: string;
  name: string;
  /** Gross unit price in EUR, the tiers as [from quantity, price factor]. */
  price: number;
  listPrice: number | null;
  tierPrices: readonly (readonly [number, number])[] | null;
  rules: PurchaseRules;
  taxRate: number;
  shippingFree: boolean;
  digital: boolean;
  /** A parent of variants is a container and cannot be bought itself. */
  childCount: number;
  stock: number;
  /** The product as the Store API renders it (cover, options, manufacturer, reference price). */
  rendered: Doc;
}

export interface CartCalculationInput {
  lineItems: readonly StoredLineItem[];
  products: ReadonlyMap<string, CartProduct>;
  promotions: ReadonlyMap<string, Promotion>;
  giftCards: ReadonlyMap<string, GiftCard>;
  freeSample: CartProduct | undefined;
  market: MarketCode;
  language: LanguageCode;
  countryIso: string;
  currency: { iso: CurrencyCode; factor: number; totalRoundingInterval: number };
  factors: CurrencyFactors;
  shippingMethod: { id: string; key: ShippingMethodKey; name: string; rendered: Doc };
  paymentMethod: { id: string; key: string; name: string };
  /** The delivery's target as Shopware's cart_delivery_shipping_location. */
  shippingLocation: Doc;
  deliveryTime: { min: number; max: number; unit: string; name: string };
  now: Date;
}

export interface CartCalculation {
  /** The stored items after the checks (removed, reduced or raised quantities). */
  lineItems: StoredLineItem[];
  errors: CartError[];
  /** The Store API cart without token and errors. */
  cart: Doc;
  totalPrice: number;
}

interface PricedLine {
  doc: Doc;
  total: number;
  shares: Map<number, number>;
  physical: boolean;
  shippingFree: boolean;
  quantity: number;
}

/** Shopware's ProductCartProcessor::fixQuantity: the largest quantity on the purchase steps not above the given one. */
function fixQuantity(min: number, current: number, steps: number): number {
  return Math.floor((current - min) / steps) * steps + min;
}

/**
 * The stock and quantity checks of Shopware's ProductCartProcessor::validateStock, in its order: out of stock,
 * stock reached (quantity reduced), below the minimum, off the purchase steps.
 */
export function checkQuantity(
  item: StoredLineItem,
  product: CartProduct,
): { quantity: number | null; error: CartError | null } {
  const { minPurchase, purchaseSteps, calculatedMaxPurchase } = product.rules;
  if (calculatedMaxPurchase < minPurchase)
    return { quantity: null, error: productOutOfStock(item.id, product.name) };
  if (calculatedMaxPurchase < item.quantity) {
    const quantity = fixQuantity(minPurchase, calculatedMaxPurchase, purchaseSteps);
    return { quantity, error: productStockReached(item.id, product.name, quantity) };
  }
  if (item.quantity < minPurchase)
    return { quantity: minPurchase, error: minOrderQuantity(item.id, product.name, minPurchase) };
  const fixed = fixQuantity(minPurchase, item.quantity, purchaseSteps);
  if (fixed !== item.quantity)
    return { quantity: fixed, error: purchaseStepsQuantity(item.id, product.name, fixed) };
  return { quantity: item.quantity, error: null };
}

function unitPriceOf(product: CartProduct, quantity: number, factor: number): number {
  let tierFactor = 1;
  for (const [from, value] of product.tierPrices ?? []) if (quantity >= from) tierFactor = value;
  return round2(product.price * tierFactor * factor);
}

function productLine(
  id: string,
  type: 'product' | 'freeProduct',
  product: CartProduct,
  quantity: number,
  input: CartCalculationInput,
  free: boolean,
): PricedLine {
  const factor = input.currency.factor;
  const unitPrice = free ? 0 : unitPriceOf(product, quantity, factor);
  const total = round2(unitPrice * quantity);
  const listPrice =
    !free && product.listPrice !== null && round2(product.listPrice * factor) > unitPrice
      ? round2(product.listPrice * factor)
      : null;
  const shares = new Map([[product.taxRate, total]]);
  const rendered = product.rendered;
  const renderedPrice = (rendered.calculatedPrice ?? {}) as Doc;
  const reference = renderedPrice.referencePrice as Doc | null | undefined;
  const referencePrice: Doc | null =
    reference && !free
      ? {
          ...reference,
          price: round2((unitPrice / Number(reference.purchaseUnit)) * Number(reference.referenceUnit)),
        }
      : null;
  const listPriceDoc =
    listPrice === null
      ? null
      : {
          price: listPrice,
          discount: round2(unitPrice - listPrice),
          percentage: round2((1 - unitPrice / listPrice) * 100),
          apiAlias: 'cart_list_price',
        };
  const states = product.digital ? ['is-download'] : ['is-physical'];
  // Kept per rendered product, stock and `free` (line-item-parts.ts): only those may go into the cover and the
  // payload. Whatever else a line item depends on (quantity, price, currency) belongs in the document below.
  const parts = sharedLineItemParts(rendered, product.stock, free, () => ({
    cover: (rendered.cover as Doc | undefined)?.media as Doc | undefined,
    payload: {
      isCloseout: rendered.isCloseout,
      customFields: rendered.customFields,
      createdAt: rendered.createdAt,
      releaseDate: rendered.releaseDate,
      isNew: rendered.isNew,
      markAsTopseller: rendered.markAsTopseller,
      productNumber: rendered.productNumber,
      manufacturerId: rendered.manufacturerId,
      manufacturer: rendered.manufacturer,
      taxId: rendered.taxId,
      categoryIds: rendered.categoryTree,
      propertyIds: rendered.propertyIds,
      optionIds: rendered.optionIds,
      options: ((rendered.options as Doc[] | undefined) ?? []).map((option) => {
        const group = String(((option.group as Doc | undefined)?.translated as Doc | undefined)?.name ?? '');
        const value = String((option.translated as Doc | undefined)?.name ?? option.name ?? '');
        return { group, option: value, translated: { group, option: value } };
      }),
      parentId: rendered.parentId,
      stock: product.stock,
      ...(free ? { freeProduct: true } : {}),
    },
  }));
  const cover = parts.cover;
  const deliveryTime = rendered.deliveryTime as Doc | undefined;
  const doc: Doc = {
    id,
    referencedId: product.id,
    label: product.name,
    quantity,
    type,
    good: true,
    removable: type === 'product',
    stackable: type === 'product',
    modified: false,
    modifiedByApp: false,
    states,
    ...(cover ? { cover } : {}),
    ...(product.digital
      ? {}
      : {
          deliveryInformation: {
            stock: product.stock,
            freeDelivery: product.shippingFree,
            ...(deliveryTime
              ? {
                  deliveryTime: {
                    name: String(deliveryTime.name ?? ''),
                    min: Number(deliveryTime.min),
                    max: Number(deliveryTime.max),
                    unit: String(deliveryTime.unit),
                    apiAlias: 'cart_delivery_time',
                  },
                }
              : {}),
            apiAlias: 'cart_delivery_information',
          },
        }),
    // Shopware's ProductCartProcessor: the product's minPurchase and purchaseSteps, its calculatedMaxPurchase as the
    // maximum (QuantityInformation serialises as cart_quantity_information).
    quantityInformation: {
      minPurchase: product.rules.minPurchase,
      maxPurchase: product.rules.calculatedMaxPurchase,
      purchaseSteps: product.rules.purchaseSteps,
      apiAlias: 'cart_quantity_information',
    },
    priceDefinition: {
      type: 'quantity',
      price: unitPrice,
      quantity,
      isCalculated: true,
      taxRules: [{ taxRate: product.taxRate, percentage: 100, apiAlias: 'cart_tax_rule' }],
      listPrice,
      referencePriceDefinition: referencePrice
        ? {
            purchaseUnit: referencePrice.purchaseUnit,
            referenceUnit: referencePrice.referenceUnit,
            unitName: referencePrice.unitName,
            apiAlias: 'cart_price_reference_definition',
          }
        : null,
      apiAlias: 'cart_price_quantity',
    },
    price: calculatedPrice(unitPrice, quantity, total, shares, { listPrice: listPriceDoc, referencePrice }),
    payload: parts.payload,
    children: [],
    apiAlias: 'cart_line_item',
  };
  return { doc, total, shares, physical: !product.digital, shippingFree: product.shippingFree, quantity };
}

function promotionAmount(promotion: Promotion, currency: CurrencyCode): number {
  return promotion.discount.type === 'absolute' ? promotion.discount.value[currency] : 0;
}

function discountLine(
  id: string,
  promotion: Promotion,
  amount: number,
  basis: RateShares,
  input: CartCalculationInput,
): PricedLine {
  const shares = proportionalShares(-amount, basis);
  const total = round2(-amount);
  const label = promotion.name[input.language];
  const { discount } = promotion;
  const value =
    discount.type === 'percentage'
      ? String(discount.value)
      : discount.type === 'absolute'
        ? String(promotionAmount(promotion, input.currency.iso))
        : '0';
  return {
    doc: {
      id,
      referencedId: promotion.code,
      label,
      description: label,
      quantity: 1,
      type: 'promotion',
      good: false,
      removable: true,
      stackable: false,
      modified: false,
      modifiedByApp: false,
      states: [],
      priceDefinition:
        discount.type === 'percentage'
          ? { type: 'percentage', percentage: -discount.value, apiAlias: 'cart_price_percentage' }
          : { type: 'absolute', price: total, apiAlias: 'cart_price_absolute' },
      price: calculatedPrice(total, 1, total, shares),
      payload: {
        code: promotion.code,
        promotionId: promotion.id,
        discountId: promotion.id,
        discountType: discount.type,
        discountScope: discount.type === 'free-shipping' ? 'delivery' : 'cart',
        value,
        maxValue: '',
        promotionCodeType: 'fixed',
        preventCombination: false,
        exclusions: [],
      },
      children: [],
      apiAlias: 'cart_line_item',
    },
    total,
    shares,
    physical: false,
    shippingFree: true,
    quantity: 1,
  };
}

/** Stable ids of the lines the cart derives from codes, so a client can remove them with `ids[]`. */
export const lineItemIdOf = {
  promotion: (promotion: Pick<Promotion, 'id'>) => promotion.id,
  freeProduct: (promotion: Pick<Promotion, 'id'>) => `${promotion.id.slice(0, 24)}f7ee0000`,
};

function isoDate(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString();
}

/**
 * Calculates a cart as Shopware's CartCalculator does for a consumer with gross prices: checks each product's
 * stock and quantity rules, prices the products (tier prices, list and reference prices), applies the
 * promotions, derives the delivery with its shipping costs, takes gift cards as a means of payment, and
 * collects the errors the state of the cart raises.
 */
export function calculateCart(input: CartCalculationInput): CartCalculation {
  const errors: CartError[] = [];
  const kept: StoredLineItem[] = [];
  const productLines: PricedLine[] = [];
  for (const item of input.lineItems) {
    if (item.type !== 'product') {
      kept.push(item);
      continue;
    }
    const product = input.products.get(item.referencedId);
    if (!product) {
      errors.push(productNotFound(item.referencedId));
      continue;
    }
    // Shopware removes a container product silently: only its variants can be bought.
    if (product.childCount > 0) continue;
    const check = checkQuantity(item, product);
    if (check.error) errors.push(check.error);
    if (check.quantity === null) continue;
    const stored = { ...item, quantity: check.quantity };
    kept.push(stored);
    productLines.push(productLine(item.id, 'product', product, stored.quantity, input, false));
  }

  const goodsShares = new Map<number, number>();
  for (const line of productLines) addShares(goodsShares, line.shares);
  const goodsTotal = round2(productLines.reduce((sum, line) => sum + line.total, 0));

  const promotionLines: PricedLine[] = [];
  let discounted = goodsTotal;
  let freeShipping = false;
  const promotionItems = kept.filter((item) => item.type === 'promotion');
  // Percentages first, then amounts: the order Shopware's promotion calculator applies them in.
  const ordered = promotionItems
    .map((item) => ({ item, promotion: input.promotions.get(item.referencedId.toUpperCase()) }))
    .sort(
      (a, b) =>
        Number(a.promotion?.discount.type !== 'percentage') -
        Number(b.promotion?.discount.type !== 'percentage'),
    );
  for (const { item, promotion } of ordered) {
    if (!promotion) continue;
    const minimum = promotion.minOrderValue?.[input.currency.iso];
    if (productLines.length === 0 || (minimum !== undefined && discounted < minimum)) {
      errors.push(promotionNotEligible(promotion.name[input.language]));
      continue;
    }
    const { discount } = promotion;
    let amount = 0;
    if (discount.type === 'percentage') amount = round2((goodsTotal * discount.value) / 100);
    if (discount.type === 'absolute') amount = discount.value[input.currency.iso];
    amount = Math.min(amount, discounted);
    discounted = round2(discounted - amount);
    if (discount.type === 'free-shipping') freeShipping = true;
    promotionLines.push(discountLine(item.id, promotion, amount, goodsShares, input));
    if (discount.type === 'free-product' && input.freeSample) {
      promotionLines.push(
        productLine(lineItemIdOf.freeProduct(promotion), 'freeProduct', input.freeSample, 1, input, true),
      );
    }
  }

  const positions = [...productLines, ...promotionLines];
  const positionShares = new Map<number, number>();
  for (const line of positions) addShares(positionShares, line.shares);
  const positionPrice = round2(positions.reduce((sum, line) => sum + line.total, 0));

  const physicalLines = positions.filter((line) => line.physical);
  const deliveries: Doc[] = [];
  let shippingTotal = 0;
  const shippingShares = new Map<number, number>();
  const method = input.shippingMethod;
  if (physicalLines.length > 0) {
    const cost = shippingCostFor(method.key, input.countryIso);
    if (!cost) errors.push(shippingMethodBlocked(method.name));
    const threshold = FREE_SHIPPING_THRESHOLDS[input.market];
    const thresholdReached =
      thresholdApplies(method.key) && discounted >= convert(threshold, input.currency.iso, input.factors);
    const free =
      freeShipping ||
      thresholdReached ||
      physicalLines.every((line) => line.shippingFree) ||
      cost === undefined;
    shippingTotal = free || !cost ? 0 : convert(cost, input.currency.iso, input.factors);
    // Shipping carries the goods' rates in proportion (Shopware's "auto" tax type).
    for (const [rate, amount] of proportionalShares(
      shippingTotal,
      goodsShares.size ? goodsShares : positionShares,
    ))
      shippingShares.set(rate, amount);
    const deliveryDate = {
      earliest: isoDate(input.now, input.deliveryTime.min),
      latest: isoDate(input.now, input.deliveryTime.max),
      apiAlias: 'cart_delivery_date',
    };
    deliveries.push({
      deliveryDate,
      location: input.shippingLocation,
      positions: physicalLines.map((line) => ({
        identifier: line.doc.id,
        quantity: line.quantity,
        price: line.doc.price,
        deliveryDate,
        lineItem: line.doc,
        apiAlias: 'cart_delivery_position',
      })),
      shippingCosts: calculatedPrice(shippingTotal, 1, shippingTotal, shippingShares),
      shippingMethod: method.rendered,
      apiAlias: 'cart_delivery',
    });
  }

  const grossTotal = round2(positionPrice + shippingTotal);
  const voucherLines: Doc[] = [];
  let remaining = grossTotal;
  for (const item of kept.filter((stored) => stored.type === 'voucherCard')) {
    const card = input.giftCards.get(item.referencedId.toUpperCase());
    if (!card) continue;
    const value = convert({ amount: card.balance, currency: 'EUR' }, input.currency.iso, input.factors);
    const amount = round2(Math.min(value, remaining));
    remaining = round2(remaining - amount);
    voucherLines.push({
      id: item.id,
      referencedId: card.code,
      label: card.code,
      quantity: 1,
      type: 'voucherCard',
      good: false,
      removable: true,
      stackable: false,
      modified: false,
      modifiedByApp: false,
      states: [],
      // A gift card is a means of payment (a multi-purpose voucher): it carries no VAT of its own.
      priceDefinition: { type: 'absolute', price: -amount, apiAlias: 'cart_price_absolute' },
      price: calculatedPrice(-amount, 1, -amount, new Map()),
      payload: { code: card.code, balance: value, remainingBalance: round2(value - amount) },
      children: [],
      apiAlias: 'cart_line_item',
    });
  }

  const allShares = new Map<number, number>();
  addShares(allShares, positionShares);
  addShares(allShares, shippingShares);
  const rawTotal = round2(remaining);
  const totalPrice = roundToInterval(rawTotal, input.currency.totalRoundingInterval);
  const taxes = taxTotal(allShares);

  if (
    input.paymentMethod.key === 'invoice' &&
    totalPrice > convert(INVOICE_LIMIT, input.currency.iso, input.factors)
  ) {
    errors.push(paymentMethodBlocked(input.paymentMethod.name, 'cart total above the invoice limit'));
  }

  const cartPrice = calculatedPrice(grossTotal, 1, grossTotal, allShares);
  const cart: Doc = {
    name: 'sales-channel',
    price: {
      netPrice: round2(grossTotal - taxes),
      totalPrice,
      calculatedTaxes: cartPrice.calculatedTaxes,
      taxRules: cartPrice.taxRules,
      positionPrice,
      rawTotal,
      taxStatus: 'gross',
      apiAlias: 'cart_price',
    },
    lineItems: [...positions.map((line) => line.doc), ...voucherLines],
    deliveries,
    transactions:
      positions.length > 0 || voucherLines.length > 0
        ? [
            {
              paymentMethodId: input.paymentMethod.id,
              amount: calculatedPrice(totalPrice, 1, totalPrice, proportionalShares(totalPrice, allShares)),
              apiAlias: 'cart_transaction',
            },
          ]
        : [],
    modified: false,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    apiAlias: 'cart',
  };
  return { lineItems: kept, errors, cart, totalPrice };
}
