import { once } from 'node:events';
import { constants, createGzip } from 'node:zlib';
import { preferredEncoding } from './acceptEncoding.ts';

/** Answers worth compressing: HTML, React Router's data answers (text/x-script), JSON, other text. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;

/** `Vary` with Accept-Encoding added once. */
function varyByEncoding(vary: string | null): string {
  if (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return vary;
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * Issue 18: a rendered answer gzipped on the fly when the request accepts gzip (level 6; each chunk the renderer
 * streams is flushed at once, so a page's shell reaches the browser before its deferred parts), marked
 * `Vary: Accept-Encoding` either way. An answer that is encoded already (a page cache copy) or is no text passes
 * unchanged.
 */
export function compressAnswer(request: Request, answer: Response): Response {
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
  if (request.method === 'HEAD' || !preferredEncoding(request.headers.get('accept-encoding'), ['gzip'])) {
    return new Response(source, init);
  }
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
