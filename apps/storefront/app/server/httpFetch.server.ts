import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, inflateRaw } from 'node:zlib';

/**
 * Node's `fetch` (undici) spends about 1.2 ms of CPU per Store API call on this machine beyond what node:http
 * spends on the same call (e2e/_fetchcpu: 1.55 against 0.36 ms): WHATWG streams for the request and the
 * answer, abort signals, transferable bookkeeping. Every page render and every cart action of the shop makes
 * such calls, so the server's Store API client uses this one: node:http over keep-alive sockets, the answer read
 * whole and handed over as a `Response`. It covers what the client sends (a text or bytes body, headers, an
 * abort signal); anything else (a stream or form body, a `Request`) and every redirect go to `fetch` itself.
 */
export type HttpFetchOptions = {
  /** Idle keep-alive sockets close after this long (or a second before the server's announced time-out). */
  idleSocketMs?: number;
  /** What is not covered goes here (default: the global fetch). */
  fallback?: typeof fetch;
};

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  br: promisify(brotliDecompress),
  // `deflate` is meant to be zlib-wrapped, but servers also send it raw; fetch reads both.
  deflate: (body) => promisify(inflate)(body).catch(() => promisify(inflateRaw)(body)),
};

type SendableBody = string | Uint8Array | undefined;

function sendableBody(body: RequestInit['body']): SendableBody | null {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return null;
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  if (headers === undefined) return record;
  if (headers instanceof Headers) {
    headers.forEach((value, name) => {
      record[name] = value;
    });
  } else if (Array.isArray(headers)) {
    for (const [name, value] of headers)
      if (name !== undefined && value !== undefined) record[name.toLowerCase()] = value;
  } else {
    for (const [name, value] of Object.entries(headers)) record[name.toLowerCase()] = value;
  }
  return record;
}

function responseHeaders(message: IncomingMessage): [string, string][] {
  const raw = message.rawHeaders;
  const pairs: [string, string][] = [];
  for (let index = 0; index + 1 < raw.length; index += 2)
    pairs.push([raw[index] ?? '', raw[index + 1] ?? '']);
  return pairs;
}

/** Buffer.concat and zlib answer over plain ArrayBuffers, never shared ones. */
async function decoded(body: Buffer, encoding: string | undefined): Promise<Uint8Array<ArrayBuffer>> {
  const decoder = encoding ? decoders[encoding.trim().toLowerCase()] : undefined;
  return (decoder ? await decoder(body) : body) as Uint8Array<ArrayBuffer>;
}

function answer(
  url: URL,
  status: number,
  incoming: IncomingMessage,
  body: Uint8Array<ArrayBuffer> | null,
): Response {
  const response = new Response(body, {
    status,
    statusText: incoming.statusMessage ?? '',
    headers: responseHeaders(incoming),
  });
  // A constructed Response has no URL; error messages and traces read it.
  Object.defineProperty(response, 'url', { value: url.href });
  return response;
}

function fetchFailed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}

export function createHttpFetch(options: HttpFetchOptions = {}): typeof fetch {
  const fallback = options.fallback ?? globalThis.fetch;
  const idleSocketMs = options.idleSocketMs ?? 4000;
  const httpAgent = new HttpAgent({ keepAlive: true, timeout: idleSocketMs });
  const httpsAgent = new HttpsAgent({ keepAlive: true, timeout: idleSocketMs });

  return async (input, init) => {
    if (input instanceof Request) return fallback(input, init);
    const body = sendableBody(init?.body);
    const url = URL.parse(input);
    if (body === null || url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return fallback(input, init);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw signal.reason;
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = headerRecord(init?.headers);
    headers['accept-encoding'] ??= 'gzip, deflate, br';
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    else if (method !== 'GET' && method !== 'HEAD') headers['content-length'] = '0';

    return new Promise<Response>((resolve, reject) => {
      let settled = false;
      const settle = (done: () => void) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        done();
      };
      const secure = url.protocol === 'https:';
      const send = secure ? httpsRequest : httpRequest;
      const outgoing = send(url, { method, headers, agent: secure ? httpsAgent : httpAgent }, (incoming) => {
        const status = incoming.statusCode ?? 0;
        if (REDIRECT_STATUSES.has(status) && init?.redirect !== 'manual' && incoming.headers.location) {
          // The server did not take the request; fetch follows redirects by its own rules (a 303 turns a
          // POST into a GET, a 307 sends it again), so it gets the request itself. A real Shopware
          // redirects only when its address is set wrong (http to https): worth a round trip, not a copy.
          incoming.resume();
          settle(() => resolve(fallback(input, init)));
          return;
        }
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        // Also when the server closes the connection before the answer's end (Node reports it as 'aborted').
        incoming.on('error', (error) => settle(() => reject(fetchFailed(error))));
        incoming.on('end', () => {
          decoded(Buffer.concat(chunks), incoming.headers['content-encoding']).then(
            (bytes) =>
              settle(() => {
                try {
                  resolve(
                    answer(
                      url,
                      status,
                      incoming,
                      NULL_BODY_STATUSES.has(status) || method === 'HEAD' ? null : bytes,
                    ),
                  );
                } catch (error) {
                  // A status a Response cannot carry (below 200, over 599) is a broken answer, not a crash.
                  reject(fetchFailed(error));
                }
              }),
            (error: unknown) => settle(() => reject(fetchFailed(error))),
          );
        });
      });
      const onAbort = () => {
        outgoing.destroy();
        settle(() => reject(signal?.reason));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      outgoing.on('error', (error) => settle(() => reject(fetchFailed(error))));
      outgoing.end(body);
    });
  };
}
