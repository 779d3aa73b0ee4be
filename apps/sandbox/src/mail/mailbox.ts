import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../http/env.js';

/** A link of a mail: what the shopper would click (a confirmation, a recovery page, an invoice). */
export interface MailLink {
  label: string;
  url: string;
}

/** What a part of the shop hands the mailbox; the text and HTML bodies are written from it. */
export interface OutgoingMail {
  /** Which mail this is, as Shopware names its mail templates: 'customer_register', 'newsletter_do_confirm', ... */
  template: string;
  to: string;
  subject: string;
  /** The paragraphs of the mail, plain text. */
  lines: readonly string[];
  links?: readonly MailLink[];
  salesChannelId?: string | null;
}

export interface StoredMail {
  id: number;
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: MailLink[];
  salesChannelId: string | null;
  createdAt: string;
}

interface MailRow {
  id: number;
  template: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  links: string;
  salesChannelId: string | null;
  createdAt: string;
}

const COLUMNS = `id, template, recipient, subject, text, html, links, sales_channel_id AS salesChannelId,
  created_at AS createdAt`;

/** Recipients are compared as Shopware compares customer emails: trimmed and case-insensitive. */
export const mailKey = (address: string): string => address.trim().toLowerCase();

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function htmlBody(mail: OutgoingMail): string {
  const paragraphs = mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`);
  const links = (mail.links ?? []).map(
    (link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  );
  return [...paragraphs, ...links].join('\n');
}

function textBody(mail: OutgoingMail): string {
  const links = (mail.links ?? []).map((link) => `${link.label}: ${link.url}`);
  return [...mail.lines, ...links].join('\n\n');
}

const toStored = (row: MailRow): StoredMail => ({
  id: row.id,
  template: row.template,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  links: JSON.parse(row.links) as MailLink[],
  salesChannelId: row.salesChannelId,
  createdAt: row.createdAt,
});

/**
 * Delivers a mail into the sandbox's mailbox (SQLite), never to the network: every mail the shop would send is
 * readable at GET /sandbox/mail. Nothing of it is logged.
 */
export function sendMail(deps: Pick<SandboxDeps, 'db' | 'now'>, mail: OutgoingMail): StoredMail {
  const createdAt = new Date(deps.now()).toISOString();
  const links = JSON.stringify(mail.links ?? []);
  const result = statement(
    deps.db,
    `INSERT INTO mail (sales_channel_id, template, recipient, recipient_key, subject, text, html, links, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    mail.salesChannelId ?? null,
    mail.template,
    mail.to,
    mailKey(mail.to),
    mail.subject,
    textBody(mail),
    htmlBody(mail),
    links,
    createdAt,
  );
  return findMail(deps, Number(result.lastInsertRowid)) as StoredMail;
}

export const MAX_MAIL_LIST = 200;

/** The newest mails first, optionally only those to one recipient. */
export function listMail(
  deps: Pick<SandboxDeps, 'db'>,
  filter: { to?: string; limit?: number } = {},
): StoredMail[] {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), MAX_MAIL_LIST);
  const rows = (
    filter.to === undefined
      ? statement(deps.db, `SELECT ${COLUMNS} FROM mail ORDER BY id DESC LIMIT ?`).all(limit)
      : statement(
          deps.db,
          `SELECT ${COLUMNS} FROM mail WHERE recipient_key = ? ORDER BY id DESC LIMIT ?`,
        ).all(mailKey(filter.to), limit)
  ) as MailRow[];
  return rows.map(toStored);
}

export function findMail(deps: Pick<SandboxDeps, 'db'>, id: number): StoredMail | undefined {
  const row = statement(deps.db, `SELECT ${COLUMNS} FROM mail WHERE id = ?`).get(id) as MailRow | undefined;
  return row ? toStored(row) : undefined;
}
