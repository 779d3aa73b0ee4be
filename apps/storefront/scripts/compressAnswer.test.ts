import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer } from './compressAnswer.ts';

const page = `<!DOCTYPE html><html><body>${'<li>Augencreme mit Hyaluron</li>'.repeat(300)}</body></html>`;
const request = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://shop.test/de-de', {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
const html = (body: BodyInit = page, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('issue 18: rendered pages go out compressed on the fly', () => {
  it('gzips an HTML answer for a request that accepts gzip, with Vary: Accept-Encoding', async () => {
    const answer = await compressAnswer(
      request('gzip, deflate, br'),
      html(page, { 'content-length': String(page.length) }),
    );
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(page.length / 10);
    expect(gunzipSync(bytes).toString()).toBe(page);
  });

  it('sends each streamed chunk as soon as it is rendered (the shell before the deferred parts)', async () => {
    let push: (text: string) => void = () => {};
    let finish: () => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        finish = () => controller.close();
      },
    });
    const reader = (await compressAnswer(request('gzip'), html(stream))).body?.getReader();
    push('<html><body>shell');
    const first = await reader?.read();
    expect(first?.done).toBe(false);
    finish();
    const rest: Uint8Array[] = [first?.value ?? new Uint8Array()];
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      rest.push(next.value);
    }
    expect(gunzipSync(Buffer.concat(rest)).toString()).toBe('<html><body>shell');
  });

  it('sends the identity, still varying by Accept-Encoding, when gzip is not accepted or for HEAD', async () => {
    for (const asked of [request(), request('identity'), request('gzip;q=0'), request('gzip', 'HEAD')]) {
      const answer = await compressAnswer(asked, html());
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
    expect(await (await compressAnswer(request(), html())).text()).toBe(page);
  });

  it('leaves answers that are encoded already, or are no text, as they are', async () => {
    const encoded = html('x', { 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(await compressAnswer(request('gzip'), encoded)).toBe(encoded);
    const image = new Response('png', { headers: { 'content-type': 'image/png' } });
    expect(await compressAnswer(request('gzip'), image)).toBe(image);
  });
});

describe('JSON answers (the cart store, the wishlist) go out whole', () => {
  const cart = JSON.stringify({
    cart: { lineItems: Array.from({ length: 100 }, (_, index) => ({ id: `line-${index}` })) },
  });
  const json = (body: string) => new Response(body, { headers: { 'content-type': 'application/json' } });

  it('gzipped in one piece with its Content-Length, so it is sent in one write without chunks', async () => {
    const answer = await compressAnswer(request('gzip, br'), json(cart));
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(gunzipSync(bytes).toString()).toBe(cart);
  });

  it('as it is, with its Content-Length, when gzip is not accepted or it is too small to gain from it', async () => {
    for (const [asked, body] of [
      [request(), cart],
      [request('gzip'), '{"ok":true}'],
    ] as const) {
      const answer = await compressAnswer(asked, json(body));
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(await answer.text()).toBe(body);
    }
  });
});
