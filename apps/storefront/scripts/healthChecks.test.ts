import { createServer, type Server } from 'node:http';
import { serveHttp } from '@beautyshop/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createHealthChecks, READINESS_TIMEOUT_MS } from './healthChecks.ts';

const KEY = 'SWSCDEKEY';
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A stand-in Store API on loopback: answers the context route for KEY, 401 for any other key, or never. */
async function storeApi(mode: 'up' | 'stall'): Promise<string> {
  const server = createServer((request, response) => {
    if (mode === 'stall') return;
    const ok = request.url === '/store-api/context' && request.headers['sw-access-key'] === KEY;
    response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? { token: 't' } : { errors: [] }));
  });
  const running = await serveHttp(server, { port: 0 });
  closers.push(running.close);
  return running.url;
}

async function shop(endpoint: string, key = KEY): Promise<string> {
  const checks = createHealthChecks({
    storeApi: { endpoint, accessKeys: { DE: key, AT: key, CH: key, FR: key } },
  });
  const server: Server = createServer((request, response) => {
    if (checks(request, response)) return;
    response.writeHead(404).end('routed');
  });
  const running = await serveHttp(server, { port: 0 });
  closers.push(running.close);
  return running.url;
}

describe('health checks for load balancers, answered before routing', () => {
  it('GET /healthz answers 200 while the process serves, whatever the Store API does', async () => {
    const url = await shop(await storeApi('stall'));
    const answer = await fetch(`${url}/healthz`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'live' });
  });

  it('GET /readyz answers 200 when the Store API accepts the shop key', async () => {
    const url = await shop(await storeApi('up'));
    const answer = await fetch(`${url}/readyz`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 with the reason, never the key, when the Store API refuses it', async () => {
    const url = await shop(await storeApi('up'), 'WRONGKEY');
    const answer = await fetch(`${url}/readyz`);
    expect(answer.status).toBe(503);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ status: 'unavailable', reason: 'the Store API answered 401' });
    expect(text).not.toContain('WRONGKEY');
  });

  it('GET /readyz answers 503 within its time-out when the Store API does not answer', async () => {
    const url = await shop(await storeApi('stall'));
    const started = performance.now();
    const answer = await fetch(`${url}/readyz`);
    expect(answer.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 1_500);
    expect((await answer.json()) as unknown).toMatchObject({ status: 'unavailable' });
  });

  it('GET /readyz answers 503 when nothing listens at the endpoint', async () => {
    const url = await shop('http://127.0.0.1:9');
    const answer = await fetch(`${url}/readyz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable', reason: 'the Store API is unreachable' });
  });

  it('other paths go on to routing; other methods on the checks are refused with 405', async () => {
    const url = await shop(await storeApi('up'));
    expect(await (await fetch(`${url}/healthz-not`)).text()).toBe('routed');
    const posted = await fetch(`${url}/healthz`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });
});
