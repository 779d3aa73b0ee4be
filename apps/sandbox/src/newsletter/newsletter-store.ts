import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../http/env.js';

/** Shopware's NewsletterStatus values the sandbox uses. */
export type NewsletterStatus = 'notSet' | 'optIn' | 'optOut' | 'direct';

export interface RecipientDetails {
  salutationId: string | null;
  firstName: string | null;
  lastName: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
}

export interface NewsletterRecipient {
  id: string;
  salesChannelId: string;
  email: string;
  status: NewsletterStatus;
  hash: string;
  languageId: string;
  details: RecipientDetails;
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

interface RecipientRow extends Omit<NewsletterRecipient, 'details'> {
  doc: string;
}

const COLUMNS = `id, sales_channel_id AS salesChannelId, email, status, hash, language_id AS languageId, doc,
  confirmed_at AS confirmedAt, created_at AS createdAt, updated_at AS updatedAt`;

const toRecipient = ({ doc, ...row }: RecipientRow): NewsletterRecipient => ({
  ...row,
  details: JSON.parse(doc) as RecipientDetails,
});

type Db = Pick<SandboxDeps, 'db'>;
const key = (email: string) => email.trim().toLowerCase();

/** Recipients are per sales channel (market): one subscription per email and market. */
export function findRecipientByEmail(deps: Db, salesChannelId: string, email: string) {
  const row = statement(
    deps.db,
    `SELECT ${COLUMNS} FROM newsletter_recipient WHERE sales_channel_id = ? AND email_key = ?`,
  ).get(salesChannelId, key(email)) as RecipientRow | undefined;
  return row ? toRecipient(row) : undefined;
}

export function findRecipientByHash(deps: Db, salesChannelId: string, hash: string) {
  const row = statement(
    deps.db,
    `SELECT ${COLUMNS} FROM newsletter_recipient WHERE sales_channel_id = ? AND hash = ?`,
  ).get(salesChannelId, hash) as RecipientRow | undefined;
  return row ? toRecipient(row) : undefined;
}

export function saveRecipient(deps: Db, recipient: NewsletterRecipient): NewsletterRecipient {
  statement(
    deps.db,
    `INSERT INTO newsletter_recipient (id, sales_channel_id, email, email_key, status, hash, language_id, doc,
     confirmed_at, created_at, updated_at)
     VALUES (@id, @salesChannelId, @email, @emailKey, @status, @hash, @languageId, @doc, @confirmedAt, @createdAt,
     @updatedAt)
     ON CONFLICT (id) DO UPDATE SET email = excluded.email, email_key = excluded.email_key, status = excluded.status,
     hash = excluded.hash, language_id = excluded.language_id, doc = excluded.doc,
     confirmed_at = excluded.confirmed_at, updated_at = excluded.updated_at`,
  ).run({
    ...recipient,
    emailKey: key(recipient.email),
    doc: JSON.stringify(recipient.details),
  });
  return recipient;
}
