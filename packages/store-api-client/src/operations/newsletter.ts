import { z } from 'zod';
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

const newsletterSubscriptionSchema = z.object({ status: z.string().optional() });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/**
 * POST /store-api/newsletter/subscribe with `option: 'subscribe'`: a confirmation mail links back to
 * `{storefrontUrl}/newsletter/confirm` (double opt-in); the storefront URL defaults to the endpoint.
 */
export async function subscribeNewsletter(
  transport: Transport,
  input: { email: string; storefrontUrl?: string; [key: string]: unknown },
  options?: CallOptions,
): Promise<NewsletterSubscription> {
  const body = { option: 'subscribe', storefrontUrl: transport.config.endpoint, ...input };
  return transport.json(
    { method: 'post', path: 'newsletter/subscribe', body },
    newsletterSubscriptionSchema,
    options,
  );
}
