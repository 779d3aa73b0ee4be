import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random alphanumeric characters, as Shopware's Random::getAlphanumericString(32) for recovery and opt-in hashes. */
export function randomHash(length = 32): string {
  // 248 is the largest multiple of 62 below 256: bytes above it are dropped so every character is equally likely.
  let hash = '';
  while (hash.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && hash.length < length) hash += ALPHABET[byte % 62];
    }
  }
  return hash;
}
