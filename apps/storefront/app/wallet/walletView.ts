import type { TrackedProduct } from '@beautyshop/tracking';
import type { SummaryItem, SummaryTotals } from '@beautyshop/ui';
import type { Wallet } from './wallets';

/** The summary of a wallet express checkout (spec 2.4), once the wallet's buyer is the context's customer. */
export interface WalletSummaryView {
  state: 'summary';
  wallet: Wallet;
  /** The email the wallet shared. */
  email: string;
  /** The address the wallet shared, in lines; the shop ships there and bills it. */
  shippingAddress: string[];
  billingAddress: string[];
  /** The payment method's name in the page's language. */
  paymentMethod: string;
  shippingMethod: string | undefined;
  currency: string;
  locale: string;
  items: SummaryItem[];
  totals: SummaryTotals;
  cartMessages: string[];
  /** Binds place order to this cart (issue 17: a cart changed meanwhile is shown, not ordered). */
  cartKey: string;
  /** Digital content in the cart: place order asks for the waiver of the withdrawal right, as the checkout does. */
  revocationRequired: boolean;
  /** The cart's products for begin_checkout and add_payment_info (issue 20). */
  trackedItems: TrackedProduct[];
  paybackPoints?: number;
}

/** The wallet sent the shopper back with a checkout the shop cannot continue (expired, cancelled, not theirs). */
export interface WalletRefusedView {
  state: 'refused';
}

export type WalletCheckoutView = WalletSummaryView | WalletRefusedView;
