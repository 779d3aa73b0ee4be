import { describe, expect, it } from 'vitest';
import { withDataCacheControl } from './dataCacheControl';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
const url = 'http://shop.test/de-de/Make-up/_.data?_routes=root';

function answer(status = 200, headers: HeadersInit = {}): Response {
  return new Response('[]', { status, headers: { 'Content-Type': 'text/x-script', ...headers } });
}

describe('the Cache-Control of a data answer (.data)', () => {
  it('is shared, as its document, for a GET of a shopper without session', () => {
    const response = withDataCacheControl(answer(), new Request(url), false);
    expect(response.headers.get('Cache-Control')).toBe(SHARED);
  });

  it('stays shared when the answer only repeats the URL in cookies (locale, language id)', () => {
    const response = new Response('[]', { headers: new Headers() });
    response.headers.append('Set-Cookie', 'i18n_redirected=de-de; Path=/');
    response.headers.append('Set-Cookie', 'sw-language-id-de=2fbb5fe2e29a4d70aa5854ce7ce3e20b; Path=/');
    expect(withDataCacheControl(response, new Request(url), false).headers.get('Cache-Control')).toBe(SHARED);
  });

  it('is private, no-store for a shopper with a session', () => {
    const response = withDataCacheControl(answer(), new Request(url), true);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("is private, no-store when the answer sets a cookie of the shopper's own (a new context token)", () => {
    const response = answer(200, { 'Set-Cookie': 'sw-context-token-de=abc; Path=/; HttpOnly' });
    expect(withDataCacheControl(response, new Request(url), false).headers.get('Cache-Control')).toBe(
      'private, no-store',
    );
  });

  it('is private, no-store for an action (POST) and for an error answer', () => {
    const post = withDataCacheControl(answer(), new Request(url, { method: 'POST' }), false);
    expect(post.headers.get('Cache-Control')).toBe('private, no-store');
    const missing = withDataCacheControl(answer(404), new Request(url), false);
    expect(missing.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("keeps the route's own Cache-Control (an account page's, a preview's)", () => {
    const response = answer(200, { 'Cache-Control': 'private, no-store' });
    expect(withDataCacheControl(response, new Request(url), false).headers.get('Cache-Control')).toBe(
      'private, no-store',
    );
  });
});
