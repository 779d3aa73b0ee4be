import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { StoreApiError } from '../errors.js';
import { findOrderOfTransaction, setTransactionState } from './orders.js';
import {
  AsyncPaymentFinalizeInterruptedError,
  CustomerCanceledPaymentError,
  InvalidPaymentTokenError,
  PaymentTokenExpiredError,
  PaymentTokenInvalidatedError,
} from './payment-errors.js';
import { sendPaymentStatusMail } from './payment-mails.js';
import { invalidatePaymentToken, parsePaymentToken, tokenKey } from './payment-token.js';
import { providerSessionOfToken } from './provider-session.js';
import { withQueryParameter } from './return-urls.js';

/** A parameter the route needs is missing (Shopware's RoutingException::missingRequestParameter). */
export class MissingPaymentTokenError extends StoreApiError {
  override readonly name = 'MissingPaymentTokenError';
  constructor() {
    super(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "_sw_payment_token" is missing.', {
      meta: { parameters: { parameterName: '_sw_payment_token' } },
    });
  }
}

/** How the finalize step ends: a redirect into the shop, or (no URL was given) the outcome itself. */
export type FinalizeResult =
  | { kind: 'redirect'; url: string; error: StoreApiError | null }
  | { kind: 'no-url'; error: StoreApiError | null };

function ending(url: string | null, error: StoreApiError | null): FinalizeResult {
  if (url === null) return { kind: 'no-url', error };
  return { kind: 'redirect', url: error ? withQueryParameter(url, 'error-code', error.code) : url, error };
}

/**
 * GET|POST /payment/finalize-transaction?_sw_payment_token= as Shopware's PaymentController and
 * PaymentProcessor::finalize: the provider returns the shopper here; the token is used up, the provider's answer
 * read, the transaction moved (approved: paid; pending: unconfirmed; declined: failed; cancelled: cancelled), a
 * payment status mail sent, and the shopper sent to the finishUrl, or to the errorUrl with `error-code`.
 * A token the sandbox did not sign, or one used already, is an error of its own (400), never a redirect.
 */
export function finalizeTransaction(deps: SandboxDeps, rawToken: string | undefined): FinalizeResult {
  if (rawToken === undefined || rawToken === '') throw new MissingPaymentTokenError();
  const token = parsePaymentToken(deps, rawToken);
  if (token.expiresAt <= deps.now()) {
    invalidatePaymentToken(deps, token.token);
    return ending(token.errorUrl, new PaymentTokenExpiredError());
  }
  if (!invalidatePaymentToken(deps, token.token)) throw new PaymentTokenInvalidatedError();
  const session = providerSessionOfToken(deps, tokenKey(token.token));
  const order = session ? findOrderOfTransaction(deps, session.transactionId) : undefined;
  const transaction = order?.transactions.find((candidate) => candidate.id === token.transactionId);
  if (!session || !order || !transaction) throw new InvalidPaymentTokenError();
  if (transaction.state !== 'open')
    return ending(
      token.errorUrl,
      new AsyncPaymentFinalizeInterruptedError(
        transaction.id,
        `The transaction is ${transaction.state} already.`,
      ),
    );

  switch (session.status) {
    case 'approved':
      setTransactionState(deps, transaction.id, 'paid');
      sendPaymentStatusMail(deps, order, transaction.amount, 'paid');
      return ending(token.finishUrl, null);
    case 'pending':
      setTransactionState(deps, transaction.id, 'unconfirmed');
      sendPaymentStatusMail(deps, order, transaction.amount, 'unconfirmed');
      return ending(token.finishUrl, null);
    case 'declined':
      setTransactionState(deps, transaction.id, 'failed');
      sendPaymentStatusMail(deps, order, transaction.amount, 'failed');
      return ending(
        token.errorUrl,
        new AsyncPaymentFinalizeInterruptedError(
          transaction.id,
          'The sandbox payment provider declined the payment.',
        ),
      );
    default:
      // Cancelled on the page, or back without a decision: the customer broke the payment off.
      setTransactionState(deps, transaction.id, 'cancelled');
      sendPaymentStatusMail(deps, order, transaction.amount, 'cancelled');
      return ending(token.errorUrl, new CustomerCanceledPaymentError(transaction.id));
  }
}
