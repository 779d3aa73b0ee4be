import { createHash } from 'node:crypto';
import { runBcrypt } from './bcrypt-threads.js';

/** PHP's password_hash default cost, which Shopware uses for customer passwords. */
const COST = 10;

/**
 * bcrypt reads at most 72 bytes; a SHA-256 digest of the password (44 base64 characters) goes in instead, so a
 * long passphrase counts in full.
 */
const prehash = (password: string): string => createHash('sha256').update(password, 'utf8').digest('base64');

export function hashPassword(password: string): Promise<string> {
  return runBcrypt({ op: 'hash', password: prehash(password), cost: COST });
}

/** A bcrypt hash (cost 10) of a random string nobody knows: what an account without a password is compared with. */
const DECOY_HASH = '$2b$10$TSVatLejyPkdt4CTwn2NC.4XKHtsKcViTJbF4UNe6ev/kcPy8GKei';

/**
 * Whether a password matches its hash. An account without one (an unknown email, a guest) is compared against
 * the decoy hash at the same cost, so the answer takes as long either way and its timing does not tell whether
 * the email exists.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await runBcrypt({ op: 'compare', password: prehash(password), hash: hash ?? DECOY_HASH });
  return Boolean(hash) && matches;
}
