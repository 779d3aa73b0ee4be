import type { Context, Hono } from 'hono';
import { contextTokenResponse } from '../customer/session.js';
import { readJsonObject } from '../http/body.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { handlePayment } from '../payment/handle-payment.js';
import { readReturnUrl, Violations } from '../payment/return-urls.js';
import { continueWalletCheckout, startWalletCheckout } from '../payment/wallets/wallet-checkout.js';

/** Query and body together, the body winning, as Shopware's HandlePaymentMethodRoute reads its data. */
async function queryAndBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const query = Object.fromEntries(new URL(c.req.url).searchParams);
  return { ...query, ...(await readJsonObject(c)) };
}

async function walletUrls(c: Context<AppEnv>, returnField: string, cancelField: string) {
  const body = await readJsonObject(c);
  const violations = new Violations();
  const returnUrl = readReturnUrl(body, returnField, violations);
  const cancelUrl = readReturnUrl(body, cancelField, violations);
  violations.throwIfAny();
  return { body, urls: { returnUrl, cancelUrl } };
}

/**
 * Payments: Shopware's /handle-payment, SwagPayPal's express checkout routes, and the Amazon Pay routes
 * (sandbox-only: the Amazon Pay plugin has no Store API routes; these stand in for its storefront controller).
 */
export function registerPaymentRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  const handle = async (c: Context<AppEnv>) =>
    c.json(handlePayment(deps, c.get('shop'), await queryAndBody(c)));
  api.post('/handle-payment', handle);
  api.get('/handle-payment', handle);

  api.post('/paypal/express/create-order', async (c) => {
    const { urls } = await walletUrls(c, 'returnUrl', 'cancelUrl');
    const order = startWalletCheckout(deps, c, 'paypal', urls);
    return c.json({ token: order.id });
  });

  api.post('/paypal/express/prepare-checkout', async (c) => {
    const body = await readJsonObject(c);
    return c.json(contextTokenResponse(continueWalletCheckout(deps, c, 'paypal', body.token, 'token')));
  });

  api.post('/amazon-pay/checkout-session', async (c) => {
    const { urls } = await walletUrls(c, 'checkoutReviewReturnUrl', 'checkoutCancelUrl');
    const order = startWalletCheckout(deps, c, 'amazon-pay', urls);
    return c.json({
      amazonCheckoutSessionId: order.id,
      redirectUrl: `${deps.origin()}/sandbox/amazon-pay/checkout/${order.id}`,
      apiAlias: 'amazon_pay_checkout_session',
    });
  });

  api.post('/amazon-pay/checkout-review', async (c) => {
    const body = await readJsonObject(c);
    const context = continueWalletCheckout(
      deps,
      c,
      'amazon-pay',
      body.amazonCheckoutSessionId,
      'amazonCheckoutSessionId',
    );
    return c.json(contextTokenResponse(context));
  });
}
