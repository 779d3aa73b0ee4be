import type { StoreApiClient } from '@beautyshop/store-api-client';
import { z } from 'zod';

/**
 * The wallets' Store API routes (SwagPayPal's express checkout, and the Amazon Pay routes the sandbox stands in
 * for), which `@beautyshop/store-api-client` does not wrap: called on the client's own transport, so the session's
 * context token goes along and a new one (the wallet buyer's guest account) is written back like any other.
 */
const paypalOrderSchema = z.object({ token: z.string().min(1) });
const amazonSessionSchema = z.object({
  amazonCheckoutSessionId: z.string().min(1),
  redirectUrl: z.string().min(1),
});
const contextTokenSchema = z.object({ contextToken: z.string().min(1) });

/** POST /store-api/paypal/express/create-order: a PayPal order over the cart, to be approved by the buyer. */
export function createPaypalOrder(
  client: StoreApiClient,
  urls: { returnUrl: string; cancelUrl: string },
): Promise<{ token: string }> {
  return client.transport.json(
    { method: 'post', path: 'paypal/express/create-order', body: urls },
    paypalOrderSchema,
    { retry: false },
  );
}

/** POST /store-api/paypal/express/prepare-checkout: the approved buyer becomes the context's customer. */
export async function preparePaypalCheckout(client: StoreApiClient, token: string): Promise<void> {
  await client.transport.json(
    { method: 'post', path: 'paypal/express/prepare-checkout', body: { token } },
    contextTokenSchema,
    { retry: false },
  );
}

/** POST /store-api/amazon-pay/checkout-session: an Amazon Pay checkout session and the page to approve it on. */
export function createAmazonCheckoutSession(
  client: StoreApiClient,
  urls: { checkoutReviewReturnUrl: string; checkoutCancelUrl: string },
): Promise<{ amazonCheckoutSessionId: string; redirectUrl: string }> {
  return client.transport.json(
    { method: 'post', path: 'amazon-pay/checkout-session', body: urls },
    amazonSessionSchema,
    { retry: false },
  );
}

/** POST /store-api/amazon-pay/checkout-review: the approved buyer becomes the context's customer. */
export async function reviewAmazonCheckout(
  client: StoreApiClient,
  amazonCheckoutSessionId: string,
): Promise<void> {
  await client.transport.json(
    { method: 'post', path: 'amazon-pay/checkout-review', body: { amazonCheckoutSessionId } },
    contextTokenSchema,
    { retry: false },
  );
}
