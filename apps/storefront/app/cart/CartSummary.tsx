import type { Cart } from '@beautyshop/store-api-client';
import { PriceSummary } from '@beautyshop/ui';
import { useLocale, useTranslate } from '../locale/useLocale';
import { FREE_SHIPPING_THRESHOLDS } from './freeShipping';

/** Subtotal, shipping, taxes, total and the free-shipping progress of a cart, in the page's language. */
export function CartSummary({ cart }: { cart: Cart }) {
  const t = useTranslate();
  const { locale, currency, market } = useLocale();
  return (
    <PriceSummary
      currency={currency}
      locale={locale}
      subtotal={cart.price.positionPrice}
      shipping={cart.deliveries?.[0]?.shippingCosts?.totalPrice}
      taxes={cart.price.calculatedTaxes ?? []}
      total={cart.price.totalPrice}
      freeShippingThreshold={FREE_SHIPPING_THRESHOLDS[market]}
      labels={{
        subtotal: t('cart.subtotal'),
        shipping: t('cart.shipping'),
        shippingFree: t('cart.shippingFree'),
        tax: t('cart.tax'),
        total: t('cart.total'),
        freeShippingRemaining: t('cart.freeShippingRemaining'),
        freeShippingReached: t('cart.freeShippingReached'),
      }}
    />
  );
}
