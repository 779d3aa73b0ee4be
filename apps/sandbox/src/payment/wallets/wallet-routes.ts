import type { Context, Hono } from 'hono';
import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import { StoreApiError } from '../../errors.js';
import { errorAnswer } from '../pages.js';
import { PaymentSessionNotFoundError } from '../payment-errors.js';
import { readForm } from '../read-form.js';
import { withQueryParameter } from '../return-urls.js';
import { decideWalletOrder, findWalletOrder, type Wallet, type WalletOrder } from './wallet-orders.js';
import { readWalletBuyer, walletDonePage, walletPage } from './wallet-page.js';

async function guarded(c: Context, handler: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof StoreApiError) return errorAnswer(c, error);
    throw error;
  }
}

function openOrder(deps: SandboxDeps, wallet: Wallet, id: string | undefined): WalletOrder {
  const order = id ? findWalletOrder(deps, wallet, id) : undefined;
  if (order?.status !== 'CREATED')
    throw new PaymentSessionNotFoundError(
      wallet === 'paypal' ? 'This PayPal checkout' : 'This Amazon Pay checkout',
    );
  return order;
}

function marketCountryIso(deps: SandboxDeps, order: WalletOrder): string {
  const countryId = String(deps.entities.get('sales_channel', order.salesChannelId)?.doc.countryId ?? '');
  return String(deps.entities.get('country', countryId)?.doc.iso ?? 'DE');
}

/** The wallet's return parameters, as the real ones append them: PayPal `token` and `PayerID`, Amazon the session id. */
function returnTarget(url: string, order: WalletOrder, payerId: string | null): string {
  if (order.wallet === 'amazon-pay') return withQueryParameter(url, 'amazonCheckoutSessionId', order.id);
  const withToken = withQueryParameter(url, 'token', order.id);
  return payerId ? withQueryParameter(withToken, 'PayerID', payerId) : withToken;
}

async function decide(deps: SandboxDeps, c: Context, order: WalletOrder): Promise<Response> {
  const body = await readForm(c);
  if (body.decision === 'cancel') {
    if (!decideWalletOrder(deps, order.id, { status: 'CANCELLED' }))
      throw new PaymentSessionNotFoundError('This checkout');
    return order.cancelUrl
      ? c.redirect(returnTarget(order.cancelUrl, order, null), 303)
      : c.html(walletDonePage(order, false));
  }
  const buyer = readWalletBuyer(deps, order.wallet, body);
  if (!decideWalletOrder(deps, order.id, { status: 'APPROVED', buyer }))
    throw new PaymentSessionNotFoundError('This checkout');
  return order.returnUrl
    ? c.redirect(returnTarget(order.returnUrl, order, buyer.buyerId), 303)
    : c.html(walletDonePage(order, true));
}

/**
 * The wallets' own pages (sandbox-only): PayPal's approval page `/sandbox/paypal/checkoutnow?token=` (as
 * paypal.com/checkoutnow) and Amazon Pay's `/sandbox/amazon-pay/checkout/{checkoutSessionId}`.
 */
export function registerWalletPages(app: Hono, deps: SandboxDeps): void {
  app.get('/sandbox/paypal/checkoutnow', (c) =>
    guarded(c, () => {
      const order = openOrder(deps, 'paypal', c.req.query('token'));
      return c.html(walletPage(deps, order, marketCountryIso(deps, order)));
    }),
  );
  app.post('/sandbox/paypal/checkoutnow', (c) =>
    guarded(c, () => decide(deps, c, openOrder(deps, 'paypal', c.req.query('token')))),
  );
  app.get('/sandbox/amazon-pay/checkout/:id', (c) =>
    guarded(c, () => {
      const order = openOrder(deps, 'amazon-pay', c.req.param('id'));
      return c.html(walletPage(deps, order, marketCountryIso(deps, order)));
    }),
  );
  app.post('/sandbox/amazon-pay/checkout/:id', (c) =>
    guarded(c, () => decide(deps, c, openOrder(deps, 'amazon-pay', c.req.param('id')))),
  );
}
