import type { Context } from 'hono';
import { translationOf } from '../catalogue/entities/store.js';
import { clientIp } from '../customer/client-ip.js';
import { LIMITERS, RateLimitExceededError } from '../customer/index.js';
import { type Body, Violations } from '../customer/violations.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { sendMail } from '../mail/index.js';

/** Where the shop's contact form mail goes (Shopware's `core.basicInformation.email`). */
export const SHOP_SERVICE_EMAIL = 'service@beautyshop.example';

export const CONTACT_RULES = { commentMax: 15000 } as const;

/**
 * POST /contact-form as Shopware's ContactFormRoute: email, subject and comment required, names and phone
 * optional; counted per client IP (3, then 30, 60, 90 s). The message goes to the shop's service address in the
 * mailbox, the shopper's address as its reply-to.
 */
export function submitContactForm(deps: SandboxDeps, c: Context<AppEnv>, body: Body): void {
  const shop = c.get('shop');
  const violations = new Violations();
  const email = violations.email(body, 'email');
  const subject = violations.string(body, 'subject', { required: true });
  const comment = violations.string(body, 'comment', { required: true, max: CONTACT_RULES.commentMax });
  const salutationId = violations.id(body, 'salutationId', false);
  const salutation = salutationId ? deps.entities.get('salutation', salutationId) : undefined;
  if (salutationId && !salutation)
    violations.add('/salutationId', 'VIOLATION::ENTITY_DOES_NOT_EXISTS', 'The salutation does not exist.');
  const firstName = violations.string(body, 'firstName') ?? '';
  const lastName = violations.string(body, 'lastName') ?? '';
  const phone = violations.string(body, 'phone', { max: 40 }) ?? '';
  violations.id(body, 'navigationId', false);
  violations.id(body, 'slotId', false);
  violations.string(body, 'cmsPageType');
  violations.string(body, 'entityName');
  violations.throwIfAny();
  if (!email || !subject || !comment)
    throw new Error('sandbox contact form: validation passed without its fields');
  const decision = deps.rateLimiter.consume(LIMITERS.contactForm, clientIp(c));
  if (decision.kind === 'throttled') throw new RateLimitExceededError(decision.waitSeconds);
  // As Shopware's contact_form template: the salutation before the name ('Frau Anna Muster'), none for 'not
  // specified' or without a name.
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const shown =
    salutation && salutation.doc.salutationKey !== 'not_specified'
      ? translationOf(salutation, shop.languageIdChain).displayName
      : undefined;
  const sender = name ? [typeof shown === 'string' ? shown : '', name].filter(Boolean).join(' ') : email;
  sendMail(deps, {
    template: 'contact_form',
    to: SHOP_SERVICE_EMAIL,
    subject: `Kontaktanfrage: ${subject}`,
    lines: [`From: ${sender} <${email}>${phone ? `, ${phone}` : ''}`, `Reply to: ${email}`, comment],
    salesChannelId: shop.salesChannel.id,
  });
}
