import { describe, expect, it } from 'vitest';
import { hashCustomerIdentifiers, hashText } from './hashing';

// FIPS 180-2 test vectors for "abc".
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const ABC_SHA512 =
  'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f';

describe('spec 9 customer identifiers are hashed with SHA-256 and SHA-512', () => {
  it('hashes with SHA-256 as lower-case hex (Web Crypto)', async () => {
    expect(await hashText('abc', 'SHA-256')).toBe(ABC_SHA256);
  });

  it('hashes with SHA-512 as lower-case hex (Web Crypto)', async () => {
    expect(await hashText('abc', 'SHA-512')).toBe(ABC_SHA512);
  });

  it('hashes the customer id and the trimmed, lower-cased email with both algorithms', async () => {
    const hashed = await hashCustomerIdentifiers({ id: 'abc', email: '  Anna@Example.COM ' });
    expect(hashed.sha256.customerId).toBe(ABC_SHA256);
    expect(hashed.sha512.customerId).toBe(ABC_SHA512);
    expect(hashed.sha256.email).toBe(await hashText('anna@example.com', 'SHA-256'));
    expect(hashed.sha512.email).toBe(await hashText('anna@example.com', 'SHA-512'));
    expect(JSON.stringify(hashed)).not.toContain('anna');
  });
});
