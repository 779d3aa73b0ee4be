import type { CallOptions, Transport } from '../transport.js';

/** POST /store-api/newsletter/confirm (hash and em from the confirmation link). */
export async function confirmNewsletter(
  transport: Transport,
  input: { hash: string; em: string; [key: string]: unknown },
  options?: CallOptions,
): Promise<void> {
  return transport.empty({ method: 'post', path: 'newsletter/confirm', body: input }, options);
}

/** POST /store-api/newsletter/unsubscribe */
export async function unsubscribeNewsletter(
  transport: Transport,
  input: { email: string; [key: string]: unknown },
  options?: CallOptions,
): Promise<void> {
  return transport.empty({ method: 'post', path: 'newsletter/unsubscribe', body: input }, options);
}
