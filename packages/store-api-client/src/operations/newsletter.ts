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

/**
 * POST /store-api/newsletter/subscribe with option 'subscribe' (double opt-in: the shopper confirms by mail).
 * `storefrontUrl` is the shop's base URL for the confirmation link.
 */
export async function subscribeNewsletter(
  transport: Transport,
  input: {
    email: string;
    storefrontUrl: string;
    firstName?: string;
    lastName?: string;
    [key: string]: unknown;
  },
  options?: CallOptions,
): Promise<void> {
  const body = { option: 'subscribe', ...input };
  return transport.empty({ method: 'post', path: 'newsletter/subscribe', body }, options);
}
