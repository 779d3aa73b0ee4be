import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';

/** The two express-checkout wallets of spec 2.4, by the key the Store API's wallet routes use. */
export const WALLETS = ['paypal', 'amazon-pay'] as const;
export type Wallet = (typeof WALLETS)[number];

/** Brand names: the same in every language. */
export const WALLET_NAMES: Readonly<Record<Wallet, string>> = {
  paypal: 'PayPal',
  'amazon-pay': 'Amazon Pay',
};

/** The payment methods' technical names (Shopware's SwagPayPal and Amazon Pay plugins). */
const TECHNICAL_NAMES: Readonly<Record<string, Wallet>> = {
  payment_paypal: 'paypal',
  payment_amazon_pay: 'amazon-pay',
};

export const isWallet = (value: unknown): value is Wallet =>
  typeof value === 'string' && (WALLETS as readonly string[]).includes(value);

/** The wallet a payment method belongs to, if it is one of the two. */
export const walletOfPaymentMethod = (technicalName: string | undefined): Wallet | undefined =>
  technicalName === undefined ? undefined : TECHNICAL_NAMES[technicalName];

/**
 * Spec 2.2 checkout-init routes: /amazon-pay starts Amazon Pay; /checkout/amazon-pay-init-checkout/{id} starts the
 * wallet named by {id}, so that both wallets start through the spec's routes.
 */
export function walletInitPath(wallet: Wallet, locale: Locale): string {
  return wallet === 'amazon-pay'
    ? localePath('/amazon-pay', locale)
    : localePath(`/checkout/amazon-pay-init-checkout/${wallet}`, locale);
}

/** Spec 2.2 /amazon_pay/checkout: where both wallets return to, and the summary with place order. */
export const walletCheckoutPath = (locale: Locale): string => localePath('/amazon_pay/checkout', locale);

/** An approved wallet checkout coming back: the wallet and its id there. */
export interface WalletReturn {
  wallet: Wallet;
  /** PayPal's order id (`token`) or Amazon Pay's checkout session id. */
  id: string;
}

/** Ids as the wallets shape them: PayPal's 17 upper-case characters, Amazon's UUIDs; nothing else is sent on. */
const WALLET_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The wallet's return parameters, as the wallets append them to the return URL: Amazon Pay its
 * `amazonCheckoutSessionId`, PayPal its order id as `token` (and the `PayerID`, which the shop does not need).
 */
export function walletReturnOf(search: URLSearchParams): WalletReturn | undefined {
  const amazon = search.get('amazonCheckoutSessionId');
  if (amazon !== null) return WALLET_ID.test(amazon) ? { wallet: 'amazon-pay', id: amazon } : undefined;
  const paypal = search.get('token');
  if (paypal !== null) return WALLET_ID.test(paypal) ? { wallet: 'paypal', id: paypal } : undefined;
  return undefined;
}

/** Whether the URL carries a wallet's return parameters at all (valid or not). */
export const hasWalletReturn = (search: URLSearchParams): boolean =>
  search.has('amazonCheckoutSessionId') || search.has('token');
