import { z } from 'zod';
import type { CallOptions, Transport } from '../transport.js';

/** What the shopper sends through the shop's contact form (Shopware's ContactFormRoute fields). */
export interface ContactFormInput {
  email: string;
  subject: string;
  /** The message. */
  comment: string;
  salutationId?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  /** The category or landing page the form sits on, for a form configured per page. */
  navigationId?: string | undefined;
  [key: string]: unknown;
}

const contactFormResultSchema = z.object({ individualSuccessMessage: z.string().optional() });
export type ContactFormResult = z.infer<typeof contactFormResultSchema>;

/**
 * POST /store-api/contact-form (spec 2.4): the shop mails the message to its service address. Refused fields
 * answer 400 with their violations; too many messages from one client answer 429 (spec 8 normalises both).
 */
export async function sendContactForm(
  transport: Transport,
  input: ContactFormInput,
  options?: CallOptions,
): Promise<ContactFormResult> {
  return transport.json(
    { method: 'post', path: 'contact-form', body: input },
    contactFormResultSchema,
    options,
  );
}
