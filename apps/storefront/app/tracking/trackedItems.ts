import type { TrackedProduct } from '@beautyshop/tracking';

/** The fields of a cart line (Store API `LineItem`) that tracking reads. */
interface CartLine {
  id: string;
  type: string;
  label?: string | undefined;
  quantity?: number | undefined;
  referencedId?: string | undefined;
  price?: { unitPrice?: number | undefined } | null | undefined;
  payload?: TrackedPayload | undefined;
}

/** The fields of an order line (Store API `OrderLineItem`) that tracking reads. */
interface OrderLine {
  id: string;
  type?: string | undefined;
  label: string;
  quantity: number;
  unitPrice?: number | undefined;
  referencedId?: string | null | undefined;
  payload?: TrackedPayload | null | undefined;
}

interface TrackedPayload {
  productNumber?: string | undefined;
  options?: readonly { group: string; option: string }[] | undefined;
  /** A promotion line's code (empty for an automatic promotion). */
  code?: string | undefined;
}

/** Only products are commerce items: promotions and gift cards are discounts of the cart, not things bought. */
const PRODUCT_TYPES = new Set(['product', 'freeProduct']);

/** The variant as the shop shows it ('Rosé / 50 ml'), from the line's options; undefined for a plain product. */
function variantOf(payload: TrackedPayload | null | undefined): string | undefined {
  const options = payload?.options ?? [];
  return options.length > 0 ? options.map((entry) => entry.option).join(' / ') : undefined;
}

/**
 * The products of a cart as tracked items: `id` is the line (stable across the cart's answers, so two answers can
 * be compared), `productNumber` the GA4 `item_id`.
 */
export function trackedCartLines(lines: readonly CartLine[] | undefined): TrackedProduct[] {
  return (lines ?? [])
    .filter((line) => PRODUCT_TYPES.has(line.type))
    .map((line) => ({
      id: line.id,
      productNumber: line.payload?.productNumber ?? line.referencedId,
      name: line.label ?? line.referencedId ?? line.id,
      unitPrice: line.price?.unitPrice,
      quantity: line.quantity ?? 1,
      variant: variantOf(line.payload),
    }));
}

/** The products of a placed order as tracked items (the `purchase` event). */
export function trackedOrderLines(lines: readonly OrderLine[] | undefined): TrackedProduct[] {
  return (lines ?? [])
    .filter((line) => PRODUCT_TYPES.has(line.type ?? 'product'))
    .map((line) => ({
      id: line.id,
      productNumber: line.payload?.productNumber ?? line.referencedId ?? undefined,
      name: line.label,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      variant: variantOf(line.payload),
    }));
}

/**
 * GA4's `coupon` of a placed order: the codes of its promotion lines, joined by commas (GA4 takes one string);
 * an automatic promotion has no code and is left out. Undefined when the order used none.
 */
export function orderCoupon(lines: readonly OrderLine[] | undefined): string | undefined {
  const codes = (lines ?? [])
    .filter((line) => line.type === 'promotion')
    .map((line) => (line.payload?.code ?? line.referencedId ?? '').trim())
    .filter((code) => code !== '');
  return codes.length > 0 ? [...new Set(codes)].join(',') : undefined;
}
