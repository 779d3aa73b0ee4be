/** Spec 9: customer identifiers in analytics events are hashed with SHA-256 and SHA-512. */
export type HashAlgorithm = 'SHA-256' | 'SHA-512';

/** Lower-case hex digest of the text's UTF-8 bytes, through Web Crypto (browsers and Node 20 alike). */
export async function hashText(text: string, algorithm: HashAlgorithm): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(algorithm, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An email is hashed trimmed and lower-cased, as ad platforms match it (the same address, one hash). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface HashedIdentifiers {
  sha256: { customerId: string; email: string };
  sha512: { customerId: string; email: string };
}

/** Both spec 9 hashes of a customer's id and (normalised) email. */
export async function hashCustomerIdentifiers(customer: {
  id: string;
  email: string;
}): Promise<HashedIdentifiers> {
  const email = normaliseEmail(customer.email);
  const [id256, email256, id512, email512] = await Promise.all([
    hashText(customer.id, 'SHA-256'),
    hashText(email, 'SHA-256'),
    hashText(customer.id, 'SHA-512'),
    hashText(email, 'SHA-512'),
  ]);
  return {
    sha256: { customerId: id256, email: email256 },
    sha512: { customerId: id512, email: email512 },
  };
}
