import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('customer passwords', () => {
  it('hashes with bcrypt at cost 10 and verifies the password, and only it', async () => {
    const hash = await hashPassword('Rosenwasser-2026');
    expect(hash).toMatch(/^\$2b\$10\$/);
    expect(await verifyPassword('Rosenwasser-2026', hash)).toBe(true);
    expect(await verifyPassword('rosenwasser-2026', hash)).toBe(false);
  });

  it('counts a passphrase past bcrypt’s 72 bytes in full', async () => {
    const long = 'a'.repeat(80);
    const hash = await hashPassword(long);
    expect(await verifyPassword(long, hash)).toBe(true);
    expect(await verifyPassword(`${'a'.repeat(79)}b`, hash)).toBe(false);
  });

  it('refuses an account without a password, whatever is typed', async () => {
    expect(await verifyPassword('', null)).toBe(false);
    expect(await verifyPassword('Rosenwasser-2026', undefined)).toBe(false);
  });

  it('verifies the hashes stored before the threads (bcryptjs on the calling thread)', async () => {
    const { createHash } = await import('node:crypto');
    const stored = bcrypt.hashSync(createHash('sha256').update('Lavendel-1', 'utf8').digest('base64'), 10);
    expect(await verifyPassword('Lavendel-1', stored)).toBe(true);
  });

  it('keeps the event loop answering while hashes run', async () => {
    let turns = 0;
    let running = true;
    const turn = () => {
      if (!running) return;
      turns += 1;
      setImmediate(turn);
    };
    turn();
    await Promise.all([hashPassword('Rosenwasser-2026'), verifyPassword('x', null)]);
    running = false;
    // On the calling thread a hash at cost 10 let the loop turn about 7 times; on a thread it turns thousands.
    expect(turns).toBeGreaterThan(200);
  });
});
