import { escapeHtml, type StoredMail } from './mailbox.js';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1d2b24}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #dde}
.meta{color:#5a6b63;font-size:13px}article{border:1px solid #dde;border-radius:6px;padding:1rem 1.25rem}`;

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<meta name="robots" content="noindex"><style>${STYLE}</style></head><body>${body}</body></html>`;

/** The mailbox as a page a person reads: newest first, each subject linking to its mail. */
export function mailListPage(mails: readonly StoredMail[], to: string | undefined): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.createdAt)}</td><td>${escapeHtml(mail.to)}</td>` +
        `<td><a href="/sandbox/mail/${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .join('');
  const heading = to === undefined ? 'Sandbox mailbox' : `Sandbox mailbox: ${to}`;
  const empty = mails.length === 0 ? '<p>No mail yet.</p>' : '';
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1><p class="meta">Mail the shop sent. Nothing leaves this machine.</p>` +
      `${empty}<table><thead><tr><th>sent</th><th>to</th><th>subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** One mail as a page, its links clickable. */
export function mailPage(mail: StoredMail): string {
  return page(
    mail.subject,
    `<p><a href="/sandbox/mail?format=html">← mailbox</a></p><article><h1>${escapeHtml(mail.subject)}</h1>` +
      `<p class="meta">to ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)} · ${escapeHtml(mail.template)}</p>` +
      `${mail.html}</article>`,
  );
}
