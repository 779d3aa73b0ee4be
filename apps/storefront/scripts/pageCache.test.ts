import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, type RenderPage } from './pageCache.ts';

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

function renderer(headers: Record<string, string> = { 'cache-control': SHARED }, status = 200) {
  const calls: Request[] = [];
  const render: RenderPage = async (request) => {
    calls.push(request);
    return new Response(`<p>render ${calls.length} of ${new URL(request.url).pathname}</p>`, {
      status,
      headers,
    });
  };
  return { render, calls };
}

const get = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : {});

describe('page cache (architecture: anonymous pages are shared-cacheable)', () => {
  it('renders an anonymous page once and answers repeats from memory while s-maxage lasts', async () => {
    let clock = 0;
    const cache = createPageCache({ maxBytes: 1_000_000, now: () => clock });
    const { render, calls } = renderer();
    const first = await cache(get('/de-de/Hautpflege/'), render);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    clock = 59_000;
    const second = await cache(get('/de-de/Hautpflege/'), render);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('cache-control')).toBe(SHARED);
    expect(calls).toHaveLength(1);
  });

  it('serves a stale page within stale-while-revalidate and re-renders it once in the background', async () => {
    let clock = 0;
    const cache = createPageCache({ maxBytes: 1_000_000, now: () => clock });
    const { render, calls } = renderer();
    await cache(get('/de-de/'), render);
    clock = 61_000;
    const stale = await cache(get('/de-de/'), render);
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(await stale.text()).toContain('render 1');
    await cache(get('/de-de/'), render);
    await new Promise((done) => setTimeout(done, 0));
    expect(calls).toHaveLength(2);
    expect(await (await cache(get('/de-de/'), render)).text()).toContain('render 2');
    clock = 61_000 + 661_000;
    expect((await cache(get('/de-de/'), render)).headers.get('x-page-cache')).toBe('miss');
  });

  it('never shares what a shopper with a session sees, nor an answer that sets a cookie or is private', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const anonymous = renderer();
    await cache(get('/de-de/', 'sw-context-token-de=abc'), anonymous.render);
    await cache(get('/de-de/', 'sw-context-token-de=abc'), anonymous.render);
    expect(anonymous.calls).toHaveLength(2);
    const unshareable: Record<string, string>[] = [
      { 'cache-control': SHARED, 'set-cookie': 'sw-context-token-de=x' },
      { 'cache-control': 'private, no-store' },
      { 'cache-control': 'public, max-age=60' },
    ];
    for (const headers of unshareable) {
      const { render, calls } = renderer(headers);
      await cache(get('/x'), render);
      const again = await cache(get('/x'), render);
      expect(again.headers.get('x-page-cache')).toBeNull();
      expect(calls).toHaveLength(2);
    }
    const missing = renderer({ 'cache-control': SHARED }, 404);
    await cache(get('/gone'), missing.render);
    await cache(get('/gone'), missing.render);
    expect(missing.calls).toHaveLength(2);
  });

  it('keeps a page that only sets the cookies its key distinguishes (locale, language id), with the cookie', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const { render, calls } = renderer({
      'cache-control': SHARED,
      'set-cookie': 'sw-language-id-de=abc; Path=/',
    });
    await cache(get('/de-de/'), render);
    const again = await cache(get('/de-de/'), render);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('set-cookie')).toBe('sw-language-id-de=abc; Path=/');
    expect(calls).toHaveLength(1);
  });

  it('keeps pages apart by query and by the cookies that change them, and ignores other cookies', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const { render, calls } = renderer();
    await cache(get('/de-de/Hautpflege/?order=price-asc'), render);
    await cache(get('/de-de/Hautpflege/?order=price-desc'), render);
    await cache(get('/de-de/Hautpflege/?order=price-asc', 'agent=app'), render);
    await cache(get('/de-de/Hautpflege/?order=price-asc', 'sw-language-id-de=1'), render);
    expect(calls).toHaveLength(4);
    await cache(get('/de-de/Hautpflege/?order=price-asc', '_ga=1; consent=yes'), render);
    expect(calls).toHaveLength(4);
  });

  it('renders a page once for many shoppers asking at the same moment', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const { render, calls } = renderer();
    const answers = await Promise.all(Array.from({ length: 16 }, () => cache(get('/de-de/'), render)));
    expect(calls).toHaveLength(1);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
  });

  it('stays within its byte budget, dropping the least recently served page', async () => {
    const cache = createPageCache({ maxBytes: 50 }); // two of these 22-byte pages
    const { render, calls } = renderer();
    await cache(get('/a'), render);
    await cache(get('/b'), render);
    await cache(get('/a'), render);
    await cache(get('/c'), render);
    expect(calls).toHaveLength(3);
    await cache(get('/a'), render);
    expect(calls).toHaveLength(3);
    await cache(get('/b'), render);
    expect(calls).toHaveLength(4);
  });

  it('passes writes and HEAD requests straight to the renderer', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const { render, calls } = renderer();
    await cache(new Request('http://shop.test/de-de/', { method: 'POST', body: 'x' }), render);
    await cache(new Request('http://shop.test/de-de/', { method: 'HEAD' }), render);
    expect(calls).toHaveLength(2);
  });

  it('gives every copy of a kept page a CSP nonce of its own, in the policy and in the page', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
    const render: RenderPage = async () =>
      new Response(`<script nonce="${nonce}">hydrate()</script>`, {
        headers: { 'cache-control': SHARED, 'content-security-policy': `script-src 'self' 'nonce-${nonce}'` },
      });
    const copies = await Promise.all([1, 2, 3].map(() => cache(get('/de-de/'), render)));
    const seen = new Set<string>();
    for (const copy of copies) {
      const policyNonce =
        /'nonce-([^']+)'/.exec(copy.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      expect(await copy.text()).toBe(`<script nonce="${policyNonce}">hydrate()</script>`);
      expect(policyNonce).not.toBe(nonce);
      seen.add(policyNonce);
    }
    expect(seen.size).toBe(3);
  });

  it('issue 18: sends gzipped copies, compressed once, each with a nonce of its own, and varies by Accept-Encoding', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
    const page = `<script nonce="${nonce}">hydrate()</script>${'<li>Feuchtigkeitscreme</li>'.repeat(200)}<script nonce="${nonce}">x()</script>`;
    const render: RenderPage = async () =>
      new Response(page, {
        headers: { 'cache-control': SHARED, 'content-security-policy': `script-src 'self' 'nonce-${nonce}'` },
      });
    const gzipped = (path: string) =>
      new Request(`http://shop.test${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const seen = new Set<string>();
    for (const state of ['miss', 'hit', 'hit']) {
      const copy = await cache(gzipped('/de-de/'), render);
      expect(copy.headers.get('x-page-cache')).toBe(state);
      expect(copy.headers.get('content-encoding')).toBe('gzip');
      expect(copy.headers.get('vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await copy.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(page.length / 5);
      const policyNonce =
        /'nonce-([^']+)'/.exec(copy.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      expect(gunzipSync(bytes).toString()).toBe(page.replaceAll(nonce, policyNonce));
      seen.add(policyNonce);
    }
    expect(seen.size).toBe(3);
    const plain = await cache(get('/de-de/'), render);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
  });
});

describe('issue 12: the page cache serves a stale copy when the backend fails (stale-if-error)', () => {
  const WITH_ERROR_WINDOW = `${SHARED}, stale-if-error=86400`;

  it('answers a failed render (503) of a page it holds, past its stale time, with the copy, marked so', async () => {
    let clock = 0;
    let failing = false;
    const cache = createPageCache({ maxBytes: 1_000_000, now: () => clock });
    const render: RenderPage = async () =>
      failing
        ? new Response('Fehler 503', { status: 503, headers: { 'retry-after': '30' } })
        : new Response('<p>Hautpflege</p>', { headers: { 'cache-control': WITH_ERROR_WINDOW } });
    await cache(get('/de-de/Hautpflege/'), render);
    failing = true;
    clock = 60_000 + 600_000 + 1_000;
    const answer = await cache(get('/de-de/Hautpflege/'), render);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-page-cache')).toBe('stale-if-error');
    expect(await answer.text()).toBe('<p>Hautpflege</p>');
  });

  it('answers a render that throws with the held copy as well', async () => {
    let clock = 0;
    let failing = false;
    const cache = createPageCache({ maxBytes: 1_000_000, now: () => clock });
    const render: RenderPage = async () => {
      if (failing) throw new Error('Store API down');
      return new Response('<p>home</p>', { headers: { 'cache-control': WITH_ERROR_WINDOW } });
    };
    await cache(get('/de-de/'), render);
    failing = true;
    clock = 700_000;
    expect((await cache(get('/de-de/'), render)).headers.get('x-page-cache')).toBe('stale-if-error');
  });

  it('passes the failure on for a page it does not hold, or holds past stale-if-error', async () => {
    let clock = 0;
    let failing = false;
    const cache = createPageCache({ maxBytes: 1_000_000, now: () => clock });
    const render: RenderPage = async () =>
      failing
        ? new Response('Fehler 503', { status: 503 })
        : new Response('<p>x</p>', { headers: { 'cache-control': WITH_ERROR_WINDOW } });
    await cache(get('/de-de/'), render);
    failing = true;
    expect((await cache(get('/de-de/other/'), render)).status).toBe(503);
    clock = (60 + 86_400) * 1000 + 1;
    expect((await cache(get('/de-de/'), render)).status).toBe(503);
  });

  it('keeps a 4xx answer as it is: the shopper asked for something that is not there', async () => {
    let clock = 0;
    let status = 200;
    const cache = createPageCache({ maxBytes: 1_000_000, now: () => clock });
    const render: RenderPage = async () =>
      new Response('<p>x</p>', { status, headers: { 'cache-control': WITH_ERROR_WINDOW } });
    await cache(get('/de-de/'), render);
    status = 404;
    clock = 700_000;
    expect((await cache(get('/de-de/'), render)).status).toBe(404);
  });
});
