const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const HEAD_START = /<head\b[^>]*>/i;

/**
 * A served page as the Lighthouse bench's script-free baseline (issue 18): the same markup and stylesheets with
 * every script element and module preload taken out, and a `<base>` so that its relative URLs (stylesheets,
 * images, links) still reach the shop at `origin` when the copy is served from elsewhere. Lighthouse on it gives
 * what this machine's Chromium scores for the page without the shop's JavaScript: the difference to the real page
 * is what the scripts cost, and what the copy misses itself (late paints, layout) is not the scripts' doing.
 */
export function scriptFreeCopy(html: string, origin: string): string {
  const head = HEAD_START.exec(html);
  if (!head) throw new Error('bench: the page has no <head> to put a <base> into');
  const base = `<base href="${new URL('/', origin).href}">`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${base}${html.slice(at)}`.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
}
