import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { clientIp } from '../customer/client-ip.js';
import { findCustomer, LIMITERS, RateLimitExceededError } from '../customer/index.js';
import { randomHash } from '../customer/random-hash.js';
import { readStorefrontUrl } from '../customer/registration.js';
import { type Body, Violations } from '../customer/violations.js';
import type { AppEnv, SandboxDeps, ShopRequest } from '../http/env.js';
import { sendMail } from '../mail/index.js';
import { NewsletterRecipientNotFoundError } from './errors.js';
import { newsletterMail } from './newsletter-mails.js';
import {
  findRecipientByEmail,
  findRecipientByHash,
  type NewsletterRecipient,
  type NewsletterStatus,
  saveRecipient,
} from './newsletter-store.js';

const OPTIONS = ['subscribe', 'direct', 'confirmSubscribe', 'unsubscribe'] as const;

const emailHash = (email: string): string => createHash('sha1').update(email).digest('hex');

/** The logged-in registered customer's own email, which subscribes without double opt-in (Shopware's default). */
function ownEmailOf(deps: SandboxDeps, shop: ShopRequest): string | undefined {
  const customer = shop.context.customerId ? findCustomer(deps, shop.context.customerId) : undefined;
  return customer && !customer.guest && customer.active ? customer.email.toLowerCase() : undefined;
}

/**
 * POST /newsletter/subscribe as Shopware's NewsletterSubscribeRoute, per market (sales channel): `subscribe` sends a
 * confirmation mail (double opt-in, status notSet until confirmed); a logged-in customer subscribing the account's
 * own address is subscribed at once (status direct). Counted per client IP: 3, then 30, 60, 90 s.
 */
export function subscribe(deps: SandboxDeps, c: Context<AppEnv>, body: Body): NewsletterStatus {
  const shop = c.get('shop');
  const violations = new Violations();
  const email = violations.email(body, 'email');
  const option = OPTIONS.find((candidate) => candidate === body.option);
  if (!option)
    violations.add(
      '/option',
      'VIOLATION::NO_SUCH_CHOICE_ERROR',
      'The value you selected is not a valid choice.',
    );
  const storefrontUrl = readStorefrontUrl(shop, body, violations);
  const details = {
    salutationId: violations.id(body, 'salutationId', false) ?? null,
    firstName: violations.string(body, 'firstName') ?? null,
    lastName: violations.string(body, 'lastName') ?? null,
    street: violations.string(body, 'street') ?? null,
    zipCode: violations.string(body, 'zipCode', { max: 50 }) ?? null,
    city: violations.string(body, 'city') ?? null,
  };
  const languageId = violations.id(body, 'languageId', false);
  if (languageId && !(shop.salesChannel.doc._languageIds as string[]).includes(languageId))
    violations.add(
      '/languageId',
      'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      'The language is not available in the market.',
    );
  violations.throwIfAny();
  if (!email || !option || storefrontUrl === undefined)
    throw new Error('sandbox subscribe: validation passed without its fields');
  if (option === 'unsubscribe') return unsubscribe(deps, shop, email);
  if (option === 'confirmSubscribe') {
    confirm(deps, shop, body);
    return 'optIn';
  }

  const decision = deps.rateLimiter.consume(LIMITERS.newsletter, clientIp(c));
  if (decision.kind === 'throttled') throw new RateLimitExceededError(decision.waitSeconds);
  const now = new Date(deps.now()).toISOString();
  const existing = findRecipientByEmail(deps, shop.salesChannel.id, email);
  if (existing && (existing.status === 'optIn' || existing.status === 'direct')) return existing.status;
  // 'direct' from anyone else falls back to double opt-in: only an account's owner skips the confirmation.
  const directAllowed = ownEmailOf(deps, shop) === email.toLowerCase();
  const recipient: NewsletterRecipient = {
    id: existing?.id ?? randomUUID().replaceAll('-', ''),
    salesChannelId: shop.salesChannel.id,
    email,
    status: directAllowed ? 'direct' : 'notSet',
    hash: randomHash(),
    languageId: languageId ?? shop.languageId,
    details,
    confirmedAt: directAllowed ? now : null,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  saveRecipient(deps, recipient);
  const mailInput = { to: email, languageId: recipient.languageId, salesChannelId: shop.salesChannel.id };
  if (recipient.status === 'direct') sendMail(deps, newsletterMail('welcome', mailInput));
  else
    sendMail(
      deps,
      newsletterMail('confirm', {
        ...mailInput,
        url: `${storefrontUrl}/newsletter/confirm?em=${emailHash(email)}&hash=${recipient.hash}`,
      }),
    );
  return recipient.status;
}

/** POST /newsletter/confirm: the link's `hash` and `em` (sha1 of the email) confirm the subscription (optIn). */
export function confirm(deps: SandboxDeps, shop: ShopRequest, body: Body): void {
  const violations = new Violations();
  const hash = violations.string(body, 'hash', { required: true, max: 64 });
  const em = violations.string(body, 'em', { required: true, max: 64 });
  violations.throwIfAny();
  const recipient = hash ? findRecipientByHash(deps, shop.salesChannel.id, hash) : undefined;
  if (!recipient || em !== emailHash(recipient.email)) throw new NewsletterRecipientNotFoundError();
  if (recipient.status === 'optIn' || recipient.status === 'direct') return;
  const now = new Date(deps.now()).toISOString();
  saveRecipient(deps, { ...recipient, status: 'optIn', confirmedAt: now, updatedAt: now });
  sendMail(
    deps,
    newsletterMail('welcome', {
      to: recipient.email,
      languageId: recipient.languageId,
      salesChannelId: shop.salesChannel.id,
    }),
  );
}

/**
 * POST /newsletter/unsubscribe: the address is opted out in this market. The answer is a success whether or not
 * the address was subscribed, so it tells nobody who reads the newsletter.
 */
export function unsubscribe(deps: SandboxDeps, shop: ShopRequest, email: string): NewsletterStatus {
  const recipient = findRecipientByEmail(deps, shop.salesChannel.id, email);
  if (recipient && recipient.status !== 'optOut') {
    const now = new Date(deps.now()).toISOString();
    saveRecipient(deps, { ...recipient, status: 'optOut', updatedAt: now });
  }
  return 'optOut';
}

/** POST /account/newsletter-recipient: the logged-in customer's subscription status in this market. */
export function recipientStatus(
  deps: SandboxDeps,
  shop: ShopRequest,
  email: string,
): NewsletterStatus | 'undefined' {
  return findRecipientByEmail(deps, shop.salesChannel.id, email)?.status ?? 'undefined';
}
