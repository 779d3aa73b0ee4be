import { createHash, randomBytes } from 'node:crypto';

/**
 * Shopware ids are 32 lowercase hex characters. Seeded ids are derived from a stable key so that they are
 * identical on every machine and every reseed (MD5 is used for its 32-hex width, not for security).
 */
export function idFor(key: string): string {
  let id = knownIds.get(key);
  if (id === undefined) {
    if (knownIds.size >= MAX_KNOWN_IDS) knownIds.clear();
    id = createHash('md5').update(`beautyshop-sandbox:${key}`).digest('hex');
    knownIds.set(key, id);
  }
  return id;
}

/**
 * Rendering a listing derives several hundred ids (media, thumbnails, SEO URLs) and hashing was a tenth of its
 * time. The bound keeps the memo of a 100,000-product catalogue at a few tens of megabytes.
 */
const MAX_KNOWN_IDS = 200_000;
const knownIds = new Map<string, string>();

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 32-character alphanumeric context token, as Shopware's Random::getAlphanumericString(32). */
export function newContextToken(): string {
  const bytes = randomBytes(32);
  let token = '';
  for (const byte of bytes) token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
  return token;
}

const ACCESS_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Sales channel access keys carry Shopware's SWSC prefix and 22 more upper-case characters. */
export function accessKeyFor(market: string): string {
  const digest = createHash('sha256').update(`beautyshop-sandbox:access-key:${market}`).digest();
  let key = 'SWSC';
  for (let index = 0; index < 22; index += 1) key += ACCESS_KEY_ALPHABET[(digest[index] ?? 0) % 36];
  return key;
}

export const ID_PATTERN = /^[0-9a-f]{32}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
