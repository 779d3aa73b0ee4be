import { randomBytes } from 'node:crypto';

/** A kept page's CSP nonce and where its `nonce="…"` attributes hold it, so that each copy can get its own. */
export interface PageNonce {
  value: string;
  /** Byte offsets of the value inside the page's nonce attributes. */
  offsets: number[];
}

const CSP_NONCE = /'nonce-([A-Za-z0-9+/]+={0,2})'/;

/** The nonce the page's Content-Security-Policy names, with its places in the body; undefined when it has none. */
export function findPageNonce(contentSecurityPolicy: string | null, body: Uint8Array): PageNonce | undefined {
  const value = CSP_NONCE.exec(contentSecurityPolicy ?? '')?.[1];
  if (value === undefined) return undefined;
  const attribute = Buffer.from(`nonce="${value}"`);
  const page = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const offsets: number[] = [];
  for (let at = page.indexOf(attribute); at !== -1; at = page.indexOf(attribute, at + attribute.length)) {
    offsets.push(at + 'nonce="'.length);
  }
  return { value, offsets };
}

/**
 * A copy of the page and its policy under a new random nonce of the same length. A nonce only protects a page
 * while nobody else can know it: a shared cache that replayed one copy's nonce to every shopper would let markup
 * injected anywhere on the site reuse the nonce it reads from a cached page.
 */
export function withFreshNonce(
  body: Uint8Array<ArrayBuffer>,
  contentSecurityPolicy: string,
  nonce: PageNonce,
): { body: Uint8Array<ArrayBuffer>; contentSecurityPolicy: string } {
  const fresh = freshNonceLike(nonce);
  const copy = new Uint8Array(body);
  const bytes = Buffer.from(fresh);
  for (const offset of nonce.offsets) copy.set(bytes, offset);
  return { body: copy, contentSecurityPolicy: policyWithNonce(contentSecurityPolicy, nonce, fresh) };
}

/** A new random nonce of the same length as the page's (so it fits the page's nonce slots byte for byte). */
export function freshNonceLike(nonce: PageNonce): string {
  return randomBytes(Buffer.from(nonce.value, 'base64').length).toString('base64');
}

/** The page's policy naming `fresh` instead of the page's own nonce. */
export function policyWithNonce(contentSecurityPolicy: string, nonce: PageNonce, fresh: string): string {
  return contentSecurityPolicy.replace(`'nonce-${nonce.value}'`, `'nonce-${fresh}'`);
}
