import type { Context } from 'hono';
import type { StoreApiError } from '../errors.js';
import { escapeHtml } from '../mail/index.js';

/** Whether the client is a browser (a person on the page) rather than a program asking for JSON. */
export const wantsHtml = (c: Context): boolean => (c.req.header('accept') ?? '').includes('text/html');

const STYLE = `body{font:15px/1.6 system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem}
input,select{width:100%;padding:.3rem;margin-bottom:.5rem;box-sizing:border-box}button{margin:.25rem .25rem 0 0;padding:.4rem .8rem}
.amount{font-size:1.6rem;font-weight:600}.note{color:#555;font-size:13px}`;

/** A whole page of the sandbox's simulated providers; every value in `body` is escaped by the caller. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style></head><body>${body}</body></html>`;
}

export const formatAmount = (amount: number, currency: string): string => `${amount.toFixed(2)} ${currency}`;

/**
 * An error of a browser-facing route: a page for a person, Shopware's JSON envelope for a program. The page names
 * the error and what to do; it never shows the token or anything about the order.
 */
export function errorAnswer(c: Context, error: StoreApiError): Response {
  if (!wantsHtml(c)) return c.json(error.toJSON(), error.status);
  const html = page(
    'Payment not possible',
    `<h1>Payment not possible</h1><p>${escapeHtml(error.message)}</p>
<p class="note">Code: ${escapeHtml(error.code)}. Return to the shop and start the payment again from your order.</p>`,
  );
  return c.html(html, error.status);
}
