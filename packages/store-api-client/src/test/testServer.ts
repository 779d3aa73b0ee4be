import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/store-api/checkout/cart`. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body parsed as JSON, or undefined. */
  json: unknown;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** Base URL, e.g. `http://127.0.0.1:54321`. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Replaces the handler and clears the recorded requests. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** A real HTTP server on loopback whose answers each test sets; records every request it receives. */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_request, response) => sendJson(response, 404, { errors: [] });
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body === '' ? undefined : JSON.parse(body);
      } catch {
        json = undefined;
      }
      const recorded = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body,
        json,
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, response)).catch((error: unknown) => {
        response.statusCode = 599;
        response.end(String(error));
      });
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(text);
}

/** Shopware's error answer: `{errors: [...]}`. */
export function sendErrors(
  response: ServerResponse,
  status: number,
  errors: Record<string, unknown>[],
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, { errors }, headers);
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
