import type { Context, Hono } from 'hono';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { StoreApiError } from '../errors.js';
import { finalizeTransaction } from './finalize.js';
import { findPayableOrder } from './orders.js';
import { errorAnswer, page, wantsHtml } from './pages.js';
import { PaymentSessionNotFoundError } from './payment-errors.js';
import { paymentHandlerOf } from './payment-handlers.js';
import { providerPage } from './provider-page.js';
import { decideProviderSession, openProviderSession, type ProviderOutcome } from './provider-session.js';
import { readForm } from './read-form.js';
import { registerWalletPages } from './wallets/wallet-routes.js';

const OUTCOMES: Record<string, ProviderOutcome> = {
  approve: 'approved',
  decline: 'declined',
  pending: 'pending',
  cancel: 'cancelled',
};

/** Runs a browser-facing handler: any error the sandbox knows becomes a page (or JSON), never a 500. */
async function guarded(c: Context, handler: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof StoreApiError) return errorAnswer(c, error);
    throw error;
  }
}

/**
 * The browser side of payments (sandbox-only but for the finalize route, which is Shopware's): the sandbox
 * provider's page `/sandbox/pay/{id}`, its form, and `/payment/finalize-transaction`, where the provider returns.
 */
export function registerPaymentPages(app: Hono, deps: SandboxDeps): void {
  app.get('/sandbox/pay/:id', (c) =>
    guarded(c, () => {
      const session = openProviderSession(deps, c.req.param('id'));
      if (!session) throw new PaymentSessionNotFoundError('This payment page');
      const languageId = findPayableOrder(deps, session.orderId)?.languageId;
      const handler = paymentHandlerOf(deps, session.paymentMethodId, languageId);
      return c.html(providerPage(session, handler.name, handler.card));
    }),
  );

  app.post('/sandbox/pay/:id', (c) =>
    guarded(c, async () => {
      const body = await readForm(c);
      const outcome = OUTCOMES[String(body.outcome)];
      const session = openProviderSession(deps, c.req.param('id'));
      if (!session || !outcome || !decideProviderSession(deps, session.id, outcome))
        throw new PaymentSessionNotFoundError('This payment page');
      // 303: the browser follows with a GET, as a provider's return to the shop.
      return c.redirect(session.returnUrl, 303);
    }),
  );

  const finalize = (c: Context) =>
    guarded(c, async () => {
      const fromBody = c.req.method === 'POST' ? (await readForm(c))._sw_payment_token : undefined;
      const raw = c.req.query('_sw_payment_token') ?? (typeof fromBody === 'string' ? fromBody : undefined);
      const result = finalizeTransaction(deps, raw);
      if (result.kind === 'redirect') return c.redirect(result.url, 302);
      if (result.error) return errorAnswer(c, result.error);
      if (!wantsHtml(c)) return c.body(null, 204);
      return c.html(page('Payment complete', '<h1>Payment complete</h1><p>You can return to the shop.</p>'));
    });
  app.get('/payment/finalize-transaction', finalize);
  app.post('/payment/finalize-transaction', finalize);

  registerWalletPages(app, deps);
}
