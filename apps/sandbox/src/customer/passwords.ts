import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** PHP's password_hash default cost, which Shopware uses for customer passwords. */
const COST = 10;

/**
 * bcrypt reads at most 72 bytes; a SHA-256 digest of the password (44 base64 characters) goes in instead, so a
 * long passphrase counts in full.
 */
const prehash = (password: string): string => createHash('sha256').update(password, 'utf8').digest('base64');

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(prehash(password), COST);
}

let decoy: Promise<string> | undefined;

/**
 * Whether a password matches its hash. An account without one (an unknown email, a guest) is compared against
 * a decoy hash, so the answer takes as long either way and its timing does not tell whether the email exists.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  decoy ??= hashPassword('sandbox decoy password');
  const matches = await bcrypt.compare(prehash(password), hash ?? (await decoy));
  return Boolean(hash) && matches;
}
