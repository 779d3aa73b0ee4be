import { loadCheckout } from '../checkout/checkoutPage.server';
import type { RequestStoreApi } from '../server/storeApi.server';
import { walletOfPaymentMethod } from './wallets';
import type { WalletSummaryView } from './walletView';

export type WalletSummaryLoad =
  | { kind: 'summary'; view: WalletSummaryView }
  /** Nothing to order (placed already, or emptied in another tab): the cart page says so. */
  | { kind: 'empty' }
  /** No wallet buyer in this context (opened directly, or the method changed since): the full checkout. */
  | { kind: 'not-wallet' };

/**
 * The wallet summary: the checkout's own view of the context and cart (so prices, items and the cart key are the
 * checkout's), narrowed to what the wallet shopper confirms: the wallet's address and email, the wallet as payment.
 */
export async function loadWalletSummary(
  storeApi: RequestStoreApi,
  now: Date,
  contextToken: string | undefined,
): Promise<WalletSummaryLoad> {
  const [checkout, context] = await Promise.all([
    loadCheckout(storeApi, now, contextToken),
    storeApi.client.context.readContext(),
  ]);
  if (checkout.items.length === 0) return { kind: 'empty' };
  const wallet = walletOfPaymentMethod(context.paymentMethod?.technicalName);
  if (wallet === undefined || checkout.customer.kind === 'anonymous') return { kind: 'not-wallet' };
  const { customer } = checkout;
  const paymentMethod =
    checkout.paymentMethods.find((method) => method.id === checkout.paymentMethodId)?.name ??
    context.paymentMethod?.name ??
    '';
  return {
    kind: 'summary',
    view: {
      state: 'summary',
      wallet,
      email: customer.email,
      shippingAddress: customer.shippingAddress.lines,
      billingAddress: customer.billingAddress.lines,
      paymentMethod,
      shippingMethod: checkout.shippingMethods.find((method) => method.id === checkout.shippingMethodId)
        ?.name,
      currency: checkout.currency,
      locale: checkout.locale,
      items: checkout.items,
      totals: checkout.totals,
      cartMessages: checkout.cartMessages,
      cartKey: checkout.cartKey,
      revocationRequired: checkout.revocationRequired,
      trackedItems: checkout.trackedItems,
      ...(checkout.paybackPoints === undefined ? {} : { paybackPoints: checkout.paybackPoints }),
    },
  };
}
