import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { InvalidPaymentTokenError, PaymentTokenInvalidatedError } from './payment-errors.js';

/** Shopware's default `core.cart.paymentFinalizeTransactionTime`: 30 minutes to finish a payment. */
export const PAYMENT_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/** What a payment token carries, as Shopware's TokenStruct (JWT claims `sub`, `pmi`, `ful`, `eul`, `exp`). */
export interface PaymentToken {
  /** The token as sent (a signed JWT). */
  token: string;
  transactionId: string;
  paymentMethodId: string;
  finishUrl: string | null;
  errorUrl: string | null;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const claimsSchema = z.object({
  jti: z.string(),
  iat: z.number().int(),
  nbf: z.number().int(),
  exp: z.number().int(),
  sub: z.string().regex(/^[0-9a-f]{32}$/),
  pmi: z.string().regex(/^[0-9a-f]{32}$/),
  ful: z.string().nullable(),
  eul: z.string().nullable(),
});

const HEADER = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'HS256' })).toString('base64url');
const MAX_TOKEN_LENGTH = 8192;

type Deps = Pick<SandboxDeps, 'db' | 'now'>;

/**
 * A random secret per database, shared by every worker, that signs payment tokens (Shopware: the app secret).
 * Made when the first token is issued; reading a token never writes (a refused request changes no row).
 */
function signingKey(deps: Pick<SandboxDeps, 'db'>, options: { create: boolean }): Buffer | undefined {
  if (options.create)
    statement(deps.db, "INSERT OR IGNORE INTO sandbox_secret (name, value) VALUES ('payment-token', ?)").run(
      randomBytes(32).toString('hex'),
    );
  const hex = statement(
    deps.db,
    "SELECT value FROM sandbox_secret WHERE name = 'payment-token'",
    'pluck',
  ).get();
  return typeof hex === 'string' ? Buffer.from(hex, 'hex') : undefined;
}

const sign = (key: Buffer, input: string): Buffer => createHmac('sha256', key).update(input).digest();

/** Tokens are stored hashed (as Shopware's `payment_token` table), so the table alone cannot finish a payment. */
export const tokenKey = (token: string): string =>
  createHash('sha256').update(token).digest('hex').slice(0, 32);

/**
 * A signed, single-use payment token (HS256 JWT) for one transaction, stored until it is used or expires: the
 * `_sw_payment_token` of `/payment/finalize-transaction`.
 */
export function issuePaymentToken(
  deps: Deps,
  input: Omit<PaymentToken, 'token' | 'expiresAt'>,
): PaymentToken {
  const now = deps.now();
  const expiresAt = now + PAYMENT_TOKEN_LIFETIME_MS;
  const claims: z.infer<typeof claimsSchema> = {
    jti: randomUUID().replaceAll('-', ''),
    iat: Math.floor(now / 1000),
    nbf: Math.floor(now / 1000),
    exp: Math.floor(expiresAt / 1000),
    sub: input.transactionId,
    pmi: input.paymentMethodId,
    ful: input.finishUrl,
    eul: input.errorUrl,
  };
  const unsigned = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const key = signingKey(deps, { create: true });
  if (!key) throw new Error('sandbox payment token: no signing key');
  const token = `${unsigned}.${sign(key, unsigned).toString('base64url')}`;
  statement(deps.db, 'INSERT INTO payment_token (token_key, expires_at) VALUES (?, ?)').run(
    tokenKey(token),
    expiresAt,
  );
  // Expired tokens are of no use to anyone: forget them as new ones are made.
  statement(deps.db, 'DELETE FROM payment_token WHERE expires_at < ?').run(now - PAYMENT_TOKEN_LIFETIME_MS);
  return { token, ...input, expiresAt: claims.exp * 1000 };
}

/**
 * The token's claims, as Shopware's JWTFactoryV2::parseToken: a token the sandbox did not sign is
 * CHECKOUT__INVALID_PAYMENT_TOKEN, a genuine one that was used already CHECKOUT__PAYMENT_TOKEN_INVALIDATED. Expiry
 * is left to the caller, which answers it with a redirect to the error URL as Shopware does.
 */
export function parsePaymentToken(deps: Deps, token: unknown): PaymentToken {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) throw new InvalidPaymentTokenError();
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || header !== HEADER || !payload || !signature) throw new InvalidPaymentTokenError();
  const key = signingKey(deps, { create: false });
  if (!key) throw new InvalidPaymentTokenError();
  const expected = sign(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new InvalidPaymentTokenError();
  let claims: z.infer<typeof claimsSchema>;
  try {
    claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new InvalidPaymentTokenError();
  }
  if (!statement(deps.db, 'SELECT 1 FROM payment_token WHERE token_key = ?', 'pluck').get(tokenKey(token)))
    throw new PaymentTokenInvalidatedError();
  return {
    token,
    transactionId: claims.sub,
    paymentMethodId: claims.pmi,
    finishUrl: claims.ful,
    errorUrl: claims.eul,
    expiresAt: claims.exp * 1000,
  };
}

/**
 * Uses the token up. True only for the one caller that removed it, so two finalize requests racing on one token
 * cannot both finish the payment.
 */
export function invalidatePaymentToken(deps: Pick<SandboxDeps, 'db'>, token: string): boolean {
  return (
    statement(deps.db, 'DELETE FROM payment_token WHERE token_key = ?').run(tokenKey(token)).changes === 1
  );
}
