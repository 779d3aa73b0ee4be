import { scridFrom } from '@beautyshop/tracking';
import { parse, serialize } from 'cookie';

/**
 * Spec 2.3: a `scrid` on any page goes to the loyalty service, once per visit. The shop remembers the scrid it
 * forwarded in a cookie that lives as long as the browser session (no Max-Age), so the later pages of the visit,
 * which keep the parameter in their links or are reloaded, do not send it again. A different scrid (a new link
 * from the loyalty programme) is forwarded.
 */
export const SCRID_COOKIE = 'bs_scrid';

/** The scrid of a URL that this visit has not forwarded yet, or undefined. */
export function scridToForward(url: URL, cookieHeader: string | null): string | undefined {
  const scrid = scridFrom(url.searchParams);
  if (scrid === undefined) return undefined;
  return parse(cookieHeader ?? '')[SCRID_COOKIE] === scrid ? undefined : scrid;
}

/** The visit's flag: a session cookie (no Max-Age), HttpOnly, the scrid only (a click id, no customer data). */
export function scridCookie(scrid: string, { secure }: { secure: boolean }): string {
  return serialize(SCRID_COOKIE, scrid, { path: '/', sameSite: 'lax', httpOnly: true, secure });
}
