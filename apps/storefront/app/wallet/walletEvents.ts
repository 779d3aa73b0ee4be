import { addPaymentInfo } from '@beautyshop/tracking';
import { type CommercePage, commercePageOf } from '../tracking/commercePage';
import type { WalletSummaryView } from './walletView';

export type WalletEventsView = Pick<
  WalletSummaryView,
  'wallet' | 'currency' | 'trackedItems' | 'paymentMethod' | 'cartKey'
>;

/**
 * Issue 20: the wallet summary is where an express checkout begins. `begin_checkout` is the checkout's own event
 * with its once-per-cart key (a shopper who began the checkout with the same cart already reported it), and
 * `add_payment_info` names the wallet as GA4's `payment_type`, once per wallet and cart in the tab (a reload of
 * the summary is not another choice). `purchase` is the confirmation page's, exactly once per order, as for
 * every other payment.
 */
export function walletCheckoutEvents(view: WalletEventsView): CommercePage[] {
  const begin = commercePageOf(
    'frontend.checkout.page',
    { currency: view.currency, trackedItems: view.trackedItems },
    view.currency,
  );
  if (begin === undefined) return [];
  return [
    begin,
    {
      event: addPaymentInfo(view.currency, view.trackedItems, view.paymentMethod),
      once: { scope: 'session', key: `add_payment_info:${view.wallet}:${view.cartKey}` },
    },
  ];
}
