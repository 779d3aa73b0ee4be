import { once } from 'node:events';
import { constants, createGzip, gzipSync } from 'node:zlib';
import { preferredEncoding } from './acceptEncoding.ts';

/** Answers worth compressing: HTML, React Router's data answers (text/x-script), JSON, other text. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;

/**
 * Answers made whole before they are sent: the JSON of the shop's resource routes (the cart store's answer to an
 * add, the wishlist, suggestions). Nothing streams in them, so they go out with a Content-Length in one write,
 * gzipped in one synchronous call: the streaming gzip (a thread-pool round trip and a flush per chunk, then a
 * chunked body) cost more CPU than the cart action around it (bench:commerce, issue 15).
 */
const WHOLE_TYPE = /^application\/json/i;
/** Below about one TCP segment gzip saves no round trip, only CPU. */
const MIN_GZIP_BYTES = 1024;

/** `Vary` with Accept-Encoding added once. */
function varyByEncoding(vary: string | null): string {
  if (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return vary;
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * Issue 18: a rendered answer gzipped on the fly when the request accepts gzip (level 6; each chunk the renderer
 * streams is flushed at once, so a page's shell reaches the browser before its deferred parts), marked
 * `Vary: Accept-Encoding` either way. An answer that is encoded already (a page cache copy) or is no text passes
 * unchanged; JSON goes out whole (WHOLE_TYPE).
 */
export async function compressAnswer(request: Request, answer: Response): Promise<Response> {
  const source = answer.body;
  if (
    source === null ||
    answer.headers.has('content-encoding') ||
    !COMPRESSIBLE_TYPE.test(answer.headers.get('content-type') ?? '')
  ) {
    return answer;
  }
  const headers = new Headers(answer.headers);
  headers.set('vary', varyByEncoding(headers.get('vary')));
  const init = { status: answer.status, statusText: answer.statusText, headers };
  if (request.method === 'HEAD') return new Response(source, init);
  const gzipAccepted = preferredEncoding(request.headers.get('accept-encoding'), ['gzip']) !== undefined;
  if (WHOLE_TYPE.test(headers.get('content-type') ?? '')) {
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const body = gzipAccepted && bytes.byteLength >= MIN_GZIP_BYTES ? gzipSync(bytes, { level: 6 }) : bytes;
    if (body !== bytes) headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(body.byteLength));
    return new Response(body, init);
  }
  if (!gzipAccepted) return new Response(source, init);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  const gzip = createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      gzip.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      gzip.once('end', () => controller.close());
      gzip.once('error', (error) => controller.error(error));
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            if (!gzip.write(value)) await once(gzip, 'drain');
          }
          gzip.end();
        } catch (error) {
          gzip.destroy(error instanceof Error ? error : new Error(String(error)));
        }
      })();
    },
    cancel(reason) {
      void reader.cancel(reason);
      gzip.destroy();
    },
  });
  return new Response(body, init);
}
