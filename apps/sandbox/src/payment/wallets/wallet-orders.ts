import { randomBytes, randomUUID } from 'node:crypto';
import { statement } from '../../db/statements.js';
import type { SandboxDeps } from '../../domain/sandbox-deps.js';

export type Wallet = 'paypal' | 'amazon-pay';
/** CREATED: waiting for the buyer; APPROVED: the buyer shared address and payment; COMPLETED: captured. */
export type WalletOrderStatus = 'CREATED' | 'APPROVED' | 'CANCELLED' | 'COMPLETED';

/** What the buyer shares with the shop when approving in the wallet. */
export interface WalletBuyer {
  /** The wallet's id of the buyer (PayPal's payer id, Amazon's buyer id). */
  buyerId: string;
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
  countryIso: string;
  phoneNumber: string | null;
}

export interface WalletOrder {
  id: string;
  wallet: Wallet;
  salesChannelId: string;
  /** The context that started the wallet checkout; only it may continue it. */
  contextToken: string;
  amount: number;
  currency: string;
  returnUrl: string | null;
  cancelUrl: string | null;
  status: WalletOrderStatus;
  buyer: WalletBuyer | null;
  customerId: string | null;
  expiresAt: number;
}

/** A wallet order is usable for three hours, as a PayPal order that was created but not captured. */
const LIFETIME_MS = 3 * 60 * 60 * 1000;

const COLUMNS = `id, wallet, sales_channel_id AS salesChannelId, context_token AS contextToken, amount, currency,
  return_url AS returnUrl, cancel_url AS cancelUrl, status, buyer, customer_id AS customerId, expires_at AS expiresAt`;

type Deps = Pick<SandboxDeps, 'db' | 'now'>;
type Row = Omit<WalletOrder, 'buyer'> & { buyer: string | null };

const toOrder = (row: Row): WalletOrder => ({
  ...row,
  buyer: row.buyer === null ? null : (JSON.parse(row.buyer) as WalletBuyer),
});

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An id shaped like the wallet's own: PayPal order ids are 17 upper-case characters, Amazon's are UUIDs. */
function walletOrderId(wallet: Wallet): string {
  if (wallet === 'amazon-pay') return randomUUID();
  let id = '';
  for (const byte of randomBytes(17)) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

export function createWalletOrder(
  deps: Deps,
  input: Pick<
    WalletOrder,
    'wallet' | 'salesChannelId' | 'contextToken' | 'amount' | 'currency' | 'returnUrl' | 'cancelUrl'
  >,
): WalletOrder {
  const order: WalletOrder = {
    ...input,
    id: walletOrderId(input.wallet),
    status: 'CREATED',
    buyer: null,
    customerId: null,
    expiresAt: deps.now() + LIFETIME_MS,
  };
  statement(
    deps.db,
    `INSERT INTO wallet_order (id, wallet, sales_channel_id, context_token, amount, currency, return_url, cancel_url,
       status, created_at, expires_at)
     VALUES (@id, @wallet, @salesChannelId, @contextToken, @amount, @currency, @returnUrl, @cancelUrl, 'CREATED',
       @createdAt, @expiresAt)`,
  ).run({ ...order, createdAt: deps.now() });
  return order;
}

/** A wallet order of one wallet that has not expired. */
export function findWalletOrder(deps: Deps, wallet: Wallet, id: string): WalletOrder | undefined {
  if (!/^[A-Za-z0-9-]{17,36}$/.test(id)) return undefined;
  const row = statement(deps.db, `SELECT ${COLUMNS} FROM wallet_order WHERE id = ? AND wallet = ?`).get(
    id,
    wallet,
  ) as Row | undefined;
  return row && row.expiresAt > deps.now() ? toOrder(row) : undefined;
}

/** The buyer approved (or cancelled) in the wallet; only a CREATED order can be decided, once. */
export function decideWalletOrder(
  deps: Deps,
  id: string,
  decision: { status: 'APPROVED'; buyer: WalletBuyer } | { status: 'CANCELLED' },
): boolean {
  const buyer = decision.status === 'APPROVED' ? JSON.stringify(decision.buyer) : null;
  return (
    statement(
      deps.db,
      `UPDATE wallet_order SET status = ?, buyer = ? WHERE id = ? AND status = 'CREATED'`,
    ).run(decision.status, buyer, id).changes === 1
  );
}

/** The shop took the buyer over (a guest account, or the logged-in customer). */
export function bindWalletOrder(deps: Pick<SandboxDeps, 'db'>, id: string, customerId: string): void {
  statement(deps.db, 'UPDATE wallet_order SET customer_id = ? WHERE id = ?').run(customerId, id);
}

/** A guest customer an earlier checkout with the same wallet buyer created (PayPal's payer id, as SwagPayPal). */
export function customerOfWalletBuyer(
  deps: Pick<SandboxDeps, 'db'>,
  wallet: Wallet,
  buyerId: string,
): string[] {
  return statement(
    deps.db,
    `SELECT DISTINCT customer_id FROM wallet_order
     WHERE wallet = ? AND customer_id IS NOT NULL AND json_extract(buyer, '$.buyerId') = ?`,
    'pluck',
  ).all(wallet, buyerId) as string[];
}

/** The newest approved, not yet captured wallet order of a customer. */
export function approvedWalletOrderOf(
  deps: Deps,
  wallet: Wallet,
  customerId: string,
): WalletOrder | undefined {
  const row = statement(
    deps.db,
    `SELECT ${COLUMNS} FROM wallet_order WHERE wallet = ? AND customer_id = ? AND status = 'APPROVED' AND expires_at > ?
     ORDER BY created_at DESC LIMIT 1`,
  ).get(wallet, customerId, deps.now()) as Row | undefined;
  return row ? toOrder(row) : undefined;
}

/** Captures an approved order once: false when another request captured it first. */
export function completeWalletOrder(deps: Pick<SandboxDeps, 'db'>, id: string): boolean {
  return (
    statement(
      deps.db,
      `UPDATE wallet_order SET status = 'COMPLETED' WHERE id = ? AND status = 'APPROVED'`,
    ).run(id).changes === 1
  );
}
