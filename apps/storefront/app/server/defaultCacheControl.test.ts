import { describe, expect, it } from 'vitest';
import { setDefaultCacheControl } from './defaultCacheControl';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

/** The Cache-Control a page's answer (a document or a `.data` answer) goes out with. */
function cacheControlOf(
  {
    method = 'GET',
    status = 200,
    hasSession = false,
  }: { method?: string; status?: number; hasSession?: boolean },
  headers: Headers = new Headers(),
): string | null {
  setDefaultCacheControl(headers, method, status, hasSession);
  return headers.get('Cache-Control');
}

describe("the Cache-Control of a page's answer, a document or a data answer (.data)", () => {
  it('is shared for a GET of a shopper without session', () => {
    expect(cacheControlOf({})).toBe(SHARED);
  });

  it('stays shared when the answer only repeats the URL in cookies (locale, language id)', () => {
    const headers = new Headers();
    headers.append('Set-Cookie', 'i18n_redirected=de-de; Path=/');
    headers.append('Set-Cookie', 'sw-language-id-de=2fbb5fe2e29a4d70aa5854ce7ce3e20b; Path=/');
    expect(cacheControlOf({}, headers)).toBe(SHARED);
  });

  it('is private, no-store for a shopper with a session', () => {
    expect(cacheControlOf({ hasSession: true })).toBe('private, no-store');
  });

  it("is private, no-store when the answer sets a cookie of the shopper's own (a new context token)", () => {
    const headers = new Headers({ 'Set-Cookie': 'sw-context-token-de=abc; Path=/; HttpOnly' });
    expect(cacheControlOf({}, headers)).toBe('private, no-store');
  });

  it('is private, no-store for an action (POST) and for an error answer', () => {
    expect(cacheControlOf({ method: 'POST' })).toBe('private, no-store');
    expect(cacheControlOf({ status: 404 })).toBe('private, no-store');
  });

  it("keeps the route's own Cache-Control (an account page's, a preview's)", () => {
    const headers = new Headers({ 'Cache-Control': 'private, no-store' });
    expect(cacheControlOf({}, headers)).toBe('private, no-store');
  });
});
