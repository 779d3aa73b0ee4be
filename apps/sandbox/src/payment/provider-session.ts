import { randomHash } from '../customer/random-hash.js';
import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';

/** What the shopper chose on the sandbox provider's page. `created`: nothing yet. */
export type ProviderOutcome = 'approved' | 'declined' | 'pending' | 'cancelled';
export type ProviderStatus = 'created' | ProviderOutcome;

/** One payment at the sandbox's own payment provider: what its page shows and where it returns to. */
export interface ProviderSession {
  id: string;
  tokenKey: string;
  /** The shop's `/payment/finalize-transaction?_sw_payment_token=...` URL. */
  returnUrl: string;
  orderId: string;
  transactionId: string;
  paymentMethodId: string;
  salesChannelId: string;
  amount: number;
  currency: string;
  orderNumber: string;
  status: ProviderStatus;
  expiresAt: number;
}

const COLUMNS = `id, token_key AS tokenKey, return_url AS returnUrl, order_id AS orderId, transaction_id AS transactionId,
  payment_method_id AS paymentMethodId, sales_channel_id AS salesChannelId, amount, currency,
  order_number AS orderNumber, status, expires_at AS expiresAt`;

type Deps = Pick<SandboxDeps, 'db' | 'now'>;

export function createProviderSession(
  deps: Deps,
  session: Omit<ProviderSession, 'id' | 'status'>,
): ProviderSession {
  const id = randomHash(32);
  statement(
    deps.db,
    `INSERT INTO payment_session (id, token_key, return_url, order_id, transaction_id, payment_method_id,
       sales_channel_id, amount, currency, order_number, status, created_at, expires_at)
     VALUES (@id, @tokenKey, @returnUrl, @orderId, @transactionId, @paymentMethodId, @salesChannelId, @amount,
       @currency, @orderNumber, 'created', @createdAt, @expiresAt)`,
  ).run({ ...session, id, createdAt: deps.now() });
  return { ...session, id, status: 'created' };
}

/** A session whose page may still be used: not decided and not expired. */
export function openProviderSession(deps: Deps, id: string): ProviderSession | undefined {
  if (!/^[A-Za-z0-9]{32}$/.test(id)) return undefined;
  const session = statement(deps.db, `SELECT ${COLUMNS} FROM payment_session WHERE id = ?`).get(id) as
    | ProviderSession
    | undefined;
  return session && session.status === 'created' && session.expiresAt > deps.now() ? session : undefined;
}

/** Records the shopper's choice once: false when the page was used already (a second tab, a replayed form). */
export function decideProviderSession(deps: Deps, id: string, outcome: ProviderOutcome): boolean {
  return (
    statement(
      deps.db,
      `UPDATE payment_session SET status = ?, decided_at = ? WHERE id = ? AND status = 'created' AND expires_at > ?`,
    ).run(outcome, deps.now(), id, deps.now()).changes === 1
  );
}

/** The session a payment token was issued for (the provider's answer that finalize reads). */
export function providerSessionOfToken(
  deps: Pick<SandboxDeps, 'db'>,
  tokenKey: string,
): ProviderSession | undefined {
  return statement(deps.db, `SELECT ${COLUMNS} FROM payment_session WHERE token_key = ?`).get(tokenKey) as
    | ProviderSession
    | undefined;
}
