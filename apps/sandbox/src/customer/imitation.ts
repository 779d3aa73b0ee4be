import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { ContextRow } from '../context/store.js';
import { statement } from '../db/statements.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { idFor, isId } from '../ids.js';
import { findCustomer } from './customer-store.js';
import { InvalidImitationTokenError } from './errors.js';
import { logIntoContext } from './session.js';
import type { Body } from './violations.js';

/** The sandbox's one staff user, on whose behalf imitation tokens are issued. */
export const STAFF_USER_ID = idFor('user:sandbox-staff');

/** An imitation token works for an hour. */
const TOKEN_LIFETIME_SECONDS = 60 * 60;

/** A random secret per database, made once and shared by every worker, that signs imitation tokens. */
function signingSecret(deps: Pick<SandboxDeps, 'db'>): string {
  statement(deps.db, "INSERT OR IGNORE INTO sandbox_secret (name, value) VALUES ('imitation', ?)").run(
    randomBytes(32).toString('hex'),
  );
  return statement(
    deps.db,
    "SELECT value FROM sandbox_secret WHERE name = 'imitation'",
    'pluck',
  ).get() as string;
}

const signature = (secret: string, userId: string, customerId: string, expiresAt: number): string =>
  createHmac('sha256', secret).update(`${userId}:${customerId}:${expiresAt}`).digest('hex');

export interface ImitationToken {
  token: string;
  customerId: string;
  userId: string;
  expiresAt: string;
}

/**
 * What Shopware's administration hands a staff member to shop as a customer (the sandbox-only route
 * POST /sandbox/imitate-customer-token stands in for the administration): a signed token for one customer.
 */
export function issueImitationToken(
  deps: Pick<SandboxDeps, 'db' | 'now'>,
  customerId: string,
): ImitationToken {
  const expiresAt = Math.floor(deps.now() / 1000) + TOKEN_LIFETIME_SECONDS;
  const token = `${expiresAt}.${signature(signingSecret(deps), STAFF_USER_ID, customerId, expiresAt)}`;
  return { token, customerId, userId: STAFF_USER_ID, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** POST /account/login/imitate-customer: `token`, `customerId`, `userId` log the customer in under a new token. */
export function imitateCustomer(deps: SandboxDeps, c: Context<AppEnv>, body: Body): ContextRow {
  const { token, customerId, userId } = body;
  if (typeof token !== 'string' || !isId(customerId) || !isId(userId)) throw new InvalidImitationTokenError();
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) throw new InvalidImitationTokenError();
  const expiresAt = Number(match[1]);
  const expected = Buffer.from(signature(signingSecret(deps), userId, customerId, expiresAt), 'hex');
  const given = Buffer.from(match[2] ?? '', 'hex');
  const valid =
    userId === STAFF_USER_ID && given.length === expected.length && timingSafeEqual(given, expected);
  if (!valid || expiresAt * 1000 < deps.now()) throw new InvalidImitationTokenError();
  const customer = findCustomer(deps, customerId);
  if (!customer?.active) throw new InvalidImitationTokenError();
  return logIntoContext(deps, c, customer);
}
