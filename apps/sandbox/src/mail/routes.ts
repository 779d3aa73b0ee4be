import type { Context, Hono } from 'hono';
import { EntityNotFoundError, InvalidParameterError } from '../errors.js';
import type { SandboxDeps } from '../http/env.js';
import { mailListPage, mailPage } from './mail-page.js';
import { findMail, listMail, MAX_MAIL_LIST } from './mailbox.js';

const wantsHtml = (c: Context): boolean =>
  c.req.query('format') === 'html' ||
  (c.req.query('format') === undefined && (c.req.header('accept') ?? '').startsWith('text/html'));

function limitParam(c: Context): number | undefined {
  const raw = c.req.query('limit');
  if (raw === undefined) return undefined;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MAIL_LIST)
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_LIMIT_QUERY',
      `The limit must be a whole number from 1 to ${MAX_MAIL_LIST}.`,
      '/limit',
    );
  return limit;
}

/**
 * The sandbox's mailbox (sandbox-only): GET /sandbox/mail (JSON, newest first, `?to=` one recipient, `?limit=`),
 * the same as a page with `?format=html` or a browser's Accept header, and GET /sandbox/mail/{id} for one mail.
 */
export function registerMailRoutes(app: Hono, deps: SandboxDeps): void {
  app.get('/sandbox/mail', (c) => {
    const to = c.req.query('to');
    const mails = listMail(deps, { ...(to === undefined ? {} : { to }), ...optional(limitParam(c)) });
    if (wantsHtml(c)) return c.html(mailListPage(mails, to));
    return c.json({ total: mails.length, elements: mails });
  });

  app.get('/sandbox/mail/:id', (c) => {
    const raw = c.req.param('id');
    const id = /^\d{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
    const mail = Number.isSafeInteger(id) ? findMail(deps, id) : undefined;
    if (!mail) throw new EntityNotFoundError('SANDBOX__MAIL_NOT_FOUND', 'Mail', raw.slice(0, 64));
    if (c.req.query('format') === 'json') return c.json(mail);
    return c.html(mailPage(mail));
  });
}

const optional = (limit: number | undefined): { limit?: number } => (limit === undefined ? {} : { limit });
