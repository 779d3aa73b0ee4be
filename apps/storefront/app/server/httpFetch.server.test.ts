import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpFetch } from './httpFetch.server';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const servers: Server[] = [];

async function serve(handler: Handler): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, Buffer.concat(chunks).toString(), response));
  });
  server.on('connection', () => {
    connections += 1;
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, connections: () => connections };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('the Store API client’s fetch over node:http', () => {
  it('sends the method, headers and text body and answers a Response with status, headers and body', async () => {
    const { url } = await serve((request, body, response) => {
      response.setHeader('sw-context-token', 'token-1');
      response.setHeader('content-type', 'application/json');
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          method: request.method,
          key: request.headers['sw-access-key'],
          body: JSON.parse(body),
        }),
      );
    });
    const response = await createHttpFetch()(`${url}/store-api/checkout/cart/line-item`, {
      method: 'POST',
      headers: new Headers({ 'sw-access-key': 'KEY', 'content-type': 'application/json' }),
      body: JSON.stringify({ items: [{ id: 'a' }] }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('sw-context-token')).toBe('token-1');
    expect(response.url).toBe(`${url}/store-api/checkout/cart/line-item`);
    expect(await response.json()).toEqual({ method: 'POST', key: 'KEY', body: { items: [{ id: 'a' }] } });
  });

  it('keeps its sockets alive between calls', async () => {
    const server = await serve((_request, _body, response) => response.end('{}'));
    const fetchOver = createHttpFetch();
    for (let call = 0; call < 3; call += 1) await (await fetchOver(`${server.url}/x`)).text();
    expect(server.connections()).toBe(1);
  });

  it('waits for a slow answer longer than sockets stay idle (idleness only closes unused sockets)', async () => {
    const { url } = await serve((_request, _body, response) => {
      setTimeout(() => response.end('{"late":true}'), 200);
    });
    const response = await createHttpFetch({ idleSocketMs: 50 })(`${url}/slow`);
    expect(await response.json()).toEqual({ late: true });
  });

  it('closes an idle socket after its idle time, and the next call opens a new one', async () => {
    const server = await serve((_request, _body, response) => response.end('{}'));
    const fetchOver = createHttpFetch({ idleSocketMs: 50 });
    await (await fetchOver(`${server.url}/x`)).text();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await (await fetchOver(`${server.url}/x`)).text();
    expect(server.connections()).toBe(2);
  });

  it('reads a compressed answer as fetch does', async () => {
    const { url } = await serve((request, _body, response) => {
      expect(request.headers['accept-encoding']).toContain('gzip');
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipSync(JSON.stringify({ compressed: true })));
    });
    expect(await (await createHttpFetch()(`${url}/x`)).json()).toEqual({ compressed: true });
  });

  it('answers a 204 without a body', async () => {
    const { url } = await serve((_request, _body, response) => {
      response.statusCode = 204;
      response.end();
    });
    const response = await createHttpFetch()(`${url}/x`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('rejects with the signal’s reason when the call is aborted, and closes the socket', async () => {
    let closed!: () => void;
    const socketClosed = new Promise<void>((resolve) => {
      closed = resolve;
    });
    const { url } = await serve((request) => request.socket.on('close', closed));
    const controller = new AbortController();
    const call = createHttpFetch()(`${url}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('render budget spent')), 50);
    await expect(call).rejects.toThrow('render budget spent');
    await socketClosed;
  });

  it('rejects at once for a signal that was aborted before the call', async () => {
    const { url, connections } = await serve((_request, _body, response) => response.end());
    await expect(
      createHttpFetch()(`${url}/x`, { signal: AbortSignal.abort(new Error('gone')) }),
    ).rejects.toThrow('gone');
    expect(connections()).toBe(0);
  });

  it('fails when the server closes the connection before the answer’s end', async () => {
    const { url } = await serve((_request, _body, response) => {
      response.writeHead(200, { 'content-length': '100' });
      response.write('{"half":');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const failure = await createHttpFetch()(`${url}/x`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe('fetch failed');
  });

  it('fails as fetch fails when nothing listens', async () => {
    const { url } = await serve(() => {});
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
    const failure = await createHttpFetch()(`${url}/x`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe('fetch failed');
    expect(((failure as TypeError).cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('leaves redirects to fetch, which follows them', async () => {
    const { url } = await serve((request, _body, response) => {
      if (request.url === '/old') {
        response.writeHead(308, { location: '/new' });
        response.end();
        return;
      }
      response.end(JSON.stringify({ at: request.url }));
    });
    const response = await createHttpFetch()(`${url}/old`, { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ at: '/new' });
  });

  it('answers a redirect as it is when the caller follows none', async () => {
    const { url } = await serve((_request, _body, response) => {
      response.writeHead(302, { location: '/elsewhere' });
      response.end();
    });
    const response = await createHttpFetch()(`${url}/old`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/elsewhere');
  });

  it('hands bodies it does not send itself (a form) to fetch', async () => {
    const { url } = await serve((request, body, response) => {
      response.end(JSON.stringify({ type: request.headers['content-type'], sent: body.includes('Ada') }));
    });
    const form = new FormData();
    form.set('name', 'Ada');
    const answer = (await (
      await createHttpFetch()(`${url}/form`, { method: 'POST', body: form })
    ).json()) as {
      type: string;
      sent: boolean;
    };
    expect(answer.type).toMatch(/^multipart\/form-data/);
    expect(answer.sent).toBe(true);
  });
});
