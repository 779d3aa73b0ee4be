import { currentCustomer } from '../customer/index.js';
import type { Body } from '../customer/violations.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { isId } from '../ids.js';
import { findPayableOrder } from './orders.js';
import { InvalidOrderError } from './payment-errors.js';
import { paymentHandlerOf } from './payment-handlers.js';
import { issuePaymentToken, tokenKey } from './payment-token.js';
import { createProviderSession } from './provider-session.js';
import { readReturnUrl, Violations } from './return-urls.js';
import { captureExpressWalletOrder } from './wallets/paypal-express.js';

/** Shopware's HandlePaymentMethodRoute answer: where to send the shopper, or null when nothing is left to do. */
export interface HandlePaymentAnswer {
  redirectUrl: string | null;
}

/**
 * POST|GET /handle-payment as Shopware's PaymentProcessor::pay. The order's newest transaction in state `open`
 * is paid with its payment method's handler:
 * - synchronous (invoice, prepayment): nothing to do online; the transaction stays open until the money arrives,
 *   and the answer is `{ redirectUrl: null }`;
 * - PayPal after an approved express checkout: the wallet order is captured at once (paid), no redirect;
 * - asynchronous (card, online banking, wallets): a signed single-use payment token for the return to
 *   `/payment/finalize-transaction`, and a redirect to the sandbox provider's page.
 * An order without an open transaction (paid already, or failed: change the payment method first) answers
 * `{ redirectUrl: null }` as Shopware does. Only the customer who placed the order may pay it; anyone else's order
 * id is answered as an unknown one.
 */
export function handlePayment(deps: SandboxDeps, shop: ShopRequest, body: Body): HandlePaymentAnswer {
  const violations = new Violations();
  const orderId = violations.string(body, 'orderId', { required: true, max: 64 });
  const finishUrl = readReturnUrl(body, 'finishUrl', violations);
  const errorUrl = readReturnUrl(body, 'errorUrl', violations);
  violations.throwIfAny();
  if (orderId === undefined) throw new InvalidOrderError('');
  const customer = currentCustomer(deps, shop, 'guest-or-registered');
  const order = isId(orderId) ? findPayableOrder(deps, orderId) : undefined;
  if (!order || order.customerId !== customer.id || order.salesChannelId !== shop.salesChannel.id)
    throw new InvalidOrderError(orderId);
  const open = order.transactions
    .filter((transaction) => transaction.state === 'open')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!open) {
    if (order.transactions.length === 0) throw new InvalidOrderError(orderId);
    return { redirectUrl: null };
  }
  const handler = paymentHandlerOf(deps, open.paymentMethodId);
  if (handler.kind === 'synchronous') return { redirectUrl: null };
  if (handler.kind === 'paypal' && captureExpressWalletOrder(deps, order, open)) return { redirectUrl: null };

  const token = issuePaymentToken(deps, {
    transactionId: open.id,
    paymentMethodId: open.paymentMethodId,
    finishUrl,
    errorUrl,
  });
  const returnUrl = `${deps.origin()}/payment/finalize-transaction?_sw_payment_token=${encodeURIComponent(token.token)}`;
  const session = createProviderSession(deps, {
    tokenKey: tokenKey(token.token),
    returnUrl,
    orderId: order.id,
    transactionId: open.id,
    paymentMethodId: open.paymentMethodId,
    salesChannelId: order.salesChannelId,
    amount: open.amount,
    currency: order.currency,
    orderNumber: order.orderNumber,
    expiresAt: token.expiresAt,
  });
  return { redirectUrl: `${deps.origin()}/sandbox/pay/${session.id}` };
}
