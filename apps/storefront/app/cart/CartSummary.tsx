import { isVirtualCart } from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';
import { PaybackPoints, PriceSummary } from '@beautyshop/ui';
import { PriceNotice } from '../components/product/PriceNotice';
import { useLocale, useTranslate } from '../locale/useLocale';
import { basketKeyOf, productsOfLines } from '../loyalty/paybackBasket';
import { totalRoundingOf } from '../views/totalRounding';
import { FREE_SHIPPING_THRESHOLDS } from './freeShipping';

export interface CartSummaryProps {
  cart: Cart;
  /** Spec 7.1: the points the page's loader calculated, and for which basket. */
  payback?: { points: number; basket: string } | undefined;
}

/**
 * Subtotal, shipping, taxes, total, the tax and shipping notice and the free-shipping progress of a cart, in the page's language, and the
 * loyalty points while the cart is still the one they were calculated for (with JavaScript it changes in place).
 */
export function CartSummary({ cart, payback }: CartSummaryProps) {
  const t = useTranslate();
  const { locale, currency, market } = useLocale();
  const shipping = cart.deliveries?.[0]?.shippingCosts?.totalPrice;
  // Digital content only (spec 4: a virtual cart): nothing ships, so no free-shipping goal and no 'plus shipping'.
  const virtual = isVirtualCart(cart);
  const showPoints =
    payback !== undefined && payback.basket === basketKeyOf(productsOfLines(cart.lineItems ?? []));
  return (
    <>
      <PriceSummary
        currency={currency}
        locale={locale}
        subtotal={cart.price.positionPrice}
        shipping={shipping}
        taxes={cart.price.calculatedTaxes ?? []}
        total={cart.price.totalPrice}
        rounding={totalRoundingOf(cart.price)}
        freeShippingThreshold={virtual ? undefined : FREE_SHIPPING_THRESHOLDS[market]}
        labels={{
          subtotal: t('cart.subtotal'),
          shipping: t('cart.shipping'),
          shippingFree: t('cart.shippingFree'),
          tax: t('cart.tax'),
          total: t('cart.total'),
          rounding: t('cart.rounding'),
          freeShippingRemaining: t('cart.freeShippingRemaining'),
          freeShippingReached: t('cart.freeShippingReached'),
        }}
      />
      {/* The tax notice beside the total; 'plus shipping' (linked) only while the total holds no shipping yet. */}
      <PriceNotice size="sm" shippingIncluded={virtual || shipping !== undefined} />
      {showPoints ? <PaybackPoints text={t('payback.earn', { points: payback.points })} /> : null}
    </>
  );
}
