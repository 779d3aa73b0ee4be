import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  bytes: number;
}

export type Send = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
) => Promise<Answer>;

/**
 * The load generator's HTTP client: node:http over keep-alive sockets, reading and dropping the body. The bench
 * shares two cores with the server, and `fetch` (web streams over undici) cost the client about 3 ms of CPU per
 * 200 KB answer, more than the server spent producing it; this client costs about a third of that.
 */
export function createClient(baseUrl: string, headers: Record<string, string>, sockets: number): Send {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  return (method, path, body, extraHeaders) =>
    new Promise((resolve, reject) => {
      const all = extraHeaders ? { ...headers, ...extraHeaders } : headers;
      const outgoing = request(`${baseUrl}${path}`, { method, headers: all, agent }, (incoming) => {
        let bytes = 0;
        incoming.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, bytes }));
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body === undefined ? undefined : JSON.stringify(body));
    });
}
