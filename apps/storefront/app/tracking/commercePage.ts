import {
  beginCheckout,
  type CheckoutStepEvent,
  type PurchaseEvent,
  purchase,
  type TrackedProduct,
  type ValueEvent,
  viewCart,
} from '@beautyshop/tracking';

/** The commerce event of a cart or checkout page view, and when it may leave only once. */
export interface CommercePage {
  /** A checkout step too: the wallet summary reports its payment once (wallet/walletEvents.ts). */
  event: ValueEvent | CheckoutStepEvent | PurchaseEvent;
  /**
   * Sent at most once per key: in this tab (`session`: a checkout begun again after a reload is the same checkout)
   * or in this browser (`browser`: an order is bought once, whatever tab or reload shows its confirmation).
   */
  once: { scope: 'session' | 'browser'; key: string } | undefined;
}

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const amount = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The loader's `trackedItems` (trackedItems.ts), read defensively: loader data arrives untyped. */
export function trackedItemsOf(data: Data): TrackedProduct[] {
  const items = Array.isArray(data.trackedItems) ? data.trackedItems : [];
  return items.flatMap((item): TrackedProduct[] => {
    if (!isData(item)) return [];
    const id = text(item.id);
    const name = text(item.name);
    if (id === undefined || name === undefined) return [];
    return [
      {
        id,
        name,
        productNumber: text(item.productNumber),
        unitPrice: amount(item.unitPrice),
        quantity: amount(item.quantity),
        variant: text(item.variant),
      },
    ];
  });
}

/** A checkout is the same while its products and quantities are (a login or an address does not begin another). */
const checkoutKeyOf = (items: readonly TrackedProduct[]) =>
  `begin_checkout:${items.map((item) => `${item.productNumber ?? item.id}x${item.quantity ?? 1}`).join(',')}`;

function purchaseOf(data: Data, currency: string): CommercePage | undefined {
  const orderId = text(data.orderId);
  const totals = isData(data.totals) ? data.totals : {};
  const total = amount(totals.total);
  const tax = amount(data.tax);
  const coupon = text(data.coupon);
  // An unpaid or cancelled order is not (yet) a purchase: it is reported when a retried payment shows it paid.
  if (orderId === undefined || total === undefined || data.view === 'unpaid' || data.cancelled === true) {
    return undefined;
  }
  return {
    event: purchase({
      orderNumber: text(data.orderNumber) ?? orderId,
      currency: text(data.currency) ?? currency,
      totalPrice: total,
      shippingTotal: amount(totals.shipping) ?? 0,
      ...(tax === undefined ? {} : { tax }),
      ...(coupon === undefined ? {} : { coupon }),
      products: trackedItemsOf(data),
    }),
    once: { scope: 'browser', key: `purchase:${orderId}` },
  };
}

/**
 * The commerce event of a page view by route (spec 3 / GA4): `view_cart` on the cart page, `begin_checkout` on
 * /checkout, `purchase` on the order confirmation. Nothing for an empty cart or for other pages.
 */
export function commercePageOf(
  routeName: string,
  loaderData: unknown,
  currency: string,
): CommercePage | undefined {
  if (!isData(loaderData)) return undefined;
  switch (routeName) {
    case 'frontend.checkout.cart.page': {
      const items = trackedItemsOf(loaderData);
      return items.length > 0 ? { event: viewCart(currency, items), once: undefined } : undefined;
    }
    case 'frontend.checkout.page': {
      const items = trackedItemsOf(loaderData);
      if (items.length === 0) return undefined;
      const pageCurrency = text(loaderData.currency) ?? currency;
      return {
        event: beginCheckout(pageCurrency, items),
        once: { scope: 'session', key: checkoutKeyOf(items) },
      };
    }
    case 'frontend.checkout.finish.page':
      return purchaseOf(loaderData, currency);
  }
  return undefined;
}
