import { isStoreApiHttpError } from '@beautyshop/store-api-client';
import { localePath } from '../locale/fromPath';
import { originsOf } from '../server/securityHeaders';
import type { RequestStoreApi } from '../server/storeApi.server';
import {
  createAmazonCheckoutSession,
  createPaypalOrder,
  preparePaypalCheckout,
  reviewAmazonCheckout,
} from './walletApi.server';
import { isAllowedWalletRedirect, paypalApprovalUrl } from './walletRedirect';
import { type Wallet, type WalletReturn, walletCheckoutPath } from './wallets';

/** Where the shop runs and where its payment provider's pages are (the Store API's origin, as for card payment). */
export interface WalletOrigins {
  appUrl: string;
  storeApiEndpoint: string;
}

export type WalletStart =
  | { kind: 'redirect'; location: string }
  /** Nothing in the cart to pay for. */
  | { kind: 'empty' }
  /** The Store API refused, or answered a page to go to that is neither the shop nor the provider. */
  | { kind: 'failed' };

/**
 * Spec 2.2 checkout-init: starts the wallet's checkout over the context's cart and answers the wallet's page to
 * send the shopper to. The wallet comes back to /amazon_pay/checkout (approved) or to the cart (cancelled).
 */
export async function startWalletCheckout(
  storeApi: RequestStoreApi,
  wallet: Wallet,
  origins: WalletOrigins,
): Promise<WalletStart> {
  const { client, locale } = storeApi;
  const cart = await client.cart.readCart();
  if ((cart.lineItems ?? []).length === 0) return { kind: 'empty' };
  const absolute = (path: string) => new URL(path, origins.appUrl).href;
  const returnUrl = absolute(walletCheckoutPath(locale.locale));
  const cancelUrl = absolute(localePath('/checkout/cart', locale.locale));
  const providerOrigins = originsOf([origins.storeApiEndpoint]);
  let location: string;
  try {
    if (wallet === 'paypal') {
      const { token } = await createPaypalOrder(client, { returnUrl, cancelUrl });
      location = paypalApprovalUrl(providerOrigins[0] ?? origins.storeApiEndpoint, token);
    } else {
      const session = await createAmazonCheckoutSession(client, {
        checkoutReviewReturnUrl: returnUrl,
        checkoutCancelUrl: cancelUrl,
      });
      location = session.redirectUrl;
    }
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status < 500) return { kind: 'failed' };
    throw error;
  }
  const allowed = { shopOrigin: new URL(origins.appUrl).origin, providerOrigins };
  return isAllowedWalletRedirect(location, allowed) ? { kind: 'redirect', location } : { kind: 'failed' };
}

export type WalletContinuation =
  | { kind: 'continued' }
  /** The wallet checkout is unknown, expired, another shopper's, or not approved: nothing was taken over. */
  | { kind: 'refused' };

/**
 * The return from the wallet: the buyer's email and address become the context's customer (a guest account, or
 * the logged-in customer's new address) and the wallet its payment method. Repeating it (a reload) is harmless.
 */
export async function continueWalletCheckout(
  storeApi: RequestStoreApi,
  { wallet, id }: WalletReturn,
): Promise<WalletContinuation> {
  try {
    if (wallet === 'paypal') await preparePaypalCheckout(storeApi.client, id);
    else await reviewAmazonCheckout(storeApi.client, id);
    return { kind: 'continued' };
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status < 500) return { kind: 'refused' };
    throw error;
  }
}
