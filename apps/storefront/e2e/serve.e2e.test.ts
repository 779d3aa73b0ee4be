import { request } from 'node:http';
import type { RunningSandbox } from '@beautyshop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../app/testing/testSandbox.ts';
import { environmentFromSandbox, readSandboxInfo } from '../scripts/sandboxEnv.ts';
import { type FaultProxy, SLOW_MS, startFaultProxy } from './faultProxy.ts';
import { type RootCommand, runRootCommand } from './rootCommand.ts';

// `pnpm serve` against a sandbox started on its own, as an operator points it at a remote Shopware and Contentful:
// through the environment alone. The Store API is reached through a proxy that can hold answers back, so that a
// request is still in flight when the server is told to stop.
let sandbox: RunningSandbox;
let proxy: FaultProxy;
let backends: Record<string, string>;
let serve: RootCommand;
let url: string;

/** One GET on a connection of its own; resolves once the body is read. */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    request(`${url}${path}`, { agent: false }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => {
        body += chunk;
      });
      incoming.on('end', () => done({ status: incoming.statusCode ?? 0, body }));
      incoming.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

beforeAll(async () => {
  sandbox = await startTestSandbox('serve', { products: 300 });
  proxy = await startFaultProxy(sandbox.url);
  backends = {
    ...environmentFromSandbox(await readSandboxInfo(sandbox.url), sandbox.url),
    SHOPWARE_ENDPOINT: proxy.url,
  };
  serve = runRootCommand('serve', {
    ...backends,
    PORT: '0',
    STOREFRONT_WORKERS: '2',
    // Every page is rendered, so a slow Store API holds the request below in flight.
    PAGE_CACHE: 'off',
    RENDER_BUDGET_MS: '20000',
    SHUTDOWN_GRACE_MS: '15000',
  });
  url = (await serve.waitFor(/storefront: serving (http:\/\/\S+)/))[1] ?? '';
}, 300_000);

afterAll(async () => {
  serve?.signal('SIGKILL', { group: true });
  await proxy?.close();
  await sandbox?.close();
});

describe('pnpm serve: the production build against backends named by the environment', () => {
  it('starts no sandbox of its own and says which Store API it serves', () => {
    expect(serve.output()).toContain(`Store API ${proxy.url}`);
    expect(serve.output()).toContain('2 server processes');
    expect(serve.output()).not.toContain('sandbox: Store API on');
  });

  it('serves the shop from the remote Store API and content service', async () => {
    const home = await get('/de-de');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html lang="de');
  });

  it('answers GET /healthz (live) and GET /readyz (the Store API answers)', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
  });

  it('on SIGTERM stops taking connections, finishes the request in flight, and exits 0', async () => {
    proxy.mode = 'slow';
    const started = performance.now();
    const inFlight = get('/de-de/search?search=creme');
    await new Promise((done) => setTimeout(done, 500));
    serve.signal('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    await expect(get('/healthz')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(SLOW_MS - 500);
    expect(await serve.exited).toEqual({ code: 0, signal: null });
    expect(serve.output()).not.toContain('ELIFECYCLE');
  }, 60_000);
});

describe('spec 5: pnpm serve refuses to start without its Store API settings', () => {
  it("fails fast with 'Missing ... environment variables. Please check your .env file'", async () => {
    const { SHOPWARE_ENDPOINT: _endpoint, SHOPWARE_ACCESS_KEY_DE: _key, ...rest } = backends;
    const refused = runRootCommand('serve', { ...rest, PORT: '0' });
    const { code } = await refused.exited;
    expect(code).not.toBe(0);
    expect(refused.output()).toContain(
      'Missing SHOPWARE_ENDPOINT, SHOPWARE_ACCESS_KEY_DE environment variables. Please check your .env file',
    );
    expect(refused.output()).not.toContain('storefront: serving');
  }, 120_000);
});
