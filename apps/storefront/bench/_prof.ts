// TEMP profiling harness (not committed)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { childStarter, startBenchSandbox } from './benchProcesses.ts';
import { startStoreApiProbe } from './storeApiProbe.ts';

const children: ChildProcess[] = [];
const startChild = childStarter(children);
const work = mkdtempSync(join(tmpdir(), 'cart15-prof-'));
try {
  const { storeApiUrl, sandboxUrl, accessKey } = await startBenchSandbox(startChild, work);
  const probe = await startStoreApiProbe(sandboxUrl);
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [...(process.env.PROF_CPU ? ['--cpu-prof', '--cpu-prof-dir=/tmp/cart15prof'] : []), '--import', 'tsx', resolve(import.meta.dirname, 'serveStorefront.ts')], {
    env: { ...process.env, SANDBOX_URL: sandboxUrl, STOREFRONT_WORKERS: '1', STORE_API_ENDPOINT: `${probe.url}/store-api` }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const appUrl = await new Promise<string>((res) => child.stdout.on('data', (c: Buffer) => { const m = /listening on (\S+)/.exec(c.toString()); if (m?.[1]) res(m[1]); }));
  const h = (token?: string) => ({ 'sw-access-key': accessKey, 'content-type': 'application/json', ...(token ? { 'sw-context-token': token } : {}) });
  const products = (await (await fetch(`${storeApiUrl}/product`, { method: 'POST', headers: h(), body: JSON.stringify({ limit: 100 }) })).json()) as { elements: { id: string; minPurchase?: number; isCloseout?: boolean; calculatedMaxPurchase?: number; childCount?: number }[] };
  const ids = products.elements.filter((p) => (p.minPurchase ?? 1) === 1 && !p.isCloseout && !p.childCount && (p.calculatedMaxPurchase ?? 0) >= 5).map((p) => p.id);
  const newToken = async () => (await fetch(`${storeApiUrl}/context`, { headers: h() })).headers.get('sw-context-token') ?? '';
  const mode = process.env.PROF_MODE ?? 'form';
  const shopAdd = async (token: string, productId: string) => {
    const r = await fetch(`${appUrl}/de-de/cart/change`, {
      method: 'POST', redirect: 'manual',
      headers: { cookie: `sw-context-token-de=${token}`, origin: appUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded', ...(mode === 'json' ? { accept: 'application/json' } : {}) },
      body: new URLSearchParams({ intent: 'add', productId, quantity: '1', returnTo: '/de-de' }),
    });
    await r.arrayBuffer();
    return r.status;
  };
  const directAdd = async (token: string, productId: string) => {
    const r = await fetch(`${storeApiUrl}/checkout/cart/line-item`, { method: 'POST', headers: h(token), body: JSON.stringify({ items: [{ type: 'product', referencedId: productId, quantity: 1 }] }) });
    await r.arrayBuffer();
  };
  const { createServer } = await import('node:http');
  const bare = createServer(async (req, res) => {
    const chunks: Buffer[] = []; for await (const c of req) chunks.push(c as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const token = /sw-context-token-de=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const r = await fetch(`${storeApiUrl}/checkout/cart/line-item`, { method: 'POST', headers: h(token), body: JSON.stringify({ items: [{ type: 'product', referencedId: form.get('productId'), quantity: Number(form.get('quantity')) }] }) });
    const cart = await r.json() as { errors?: unknown };
    res.writeHead(303, { location: '/de-de/checkout/cart', 'cache-control': 'private, no-store' }); res.end();
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}`;
  const bareAdd = async (token: string, productId: string) => {
    const r = await fetch(`${bareUrl}/de-de/cart/change`, { method: 'POST', redirect: 'manual', headers: { cookie: `sw-context-token-de=${token}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ intent: 'add', productId, quantity: '1', returnTo: '/de-de' }) });
    await r.arrayBuffer();
  };
  const bareT: number[] = [];
  // warm
  for (let i = 0; i < 20; i++) { await shopAdd(await newToken(), ids[i % ids.length]!); await directAdd(await newToken(), ids[i % ids.length]!); }
  probe.take();
  const N = Number(process.env.PROF_N ?? 60);
  const shop: number[] = []; const direct: number[] = [];
  const clients = Number(process.env.PROF_CLIENTS ?? 1);
  await Promise.all(Array.from({ length: clients }, async (_, c) => {
    for (let i = 0; i < N; i++) {
      const id = ids[(c * N + i) % ids.length]!;
      const [t1, t2] = [await newToken(), await newToken()];
      let s = performance.now(); const status = await shopAdd(t1, id); shop.push(performance.now() - s);
      if (i === 0 && c === 0) console.log('status', status);
      s = performance.now(); await directAdd(t2, id); direct.push(performance.now() - s);
      const t3 = await newToken(); s = performance.now(); await bareAdd(t3, id); bareT.push(performance.now() - s);
    }
  }));
  const calls = probe.take();
  const p = (xs: number[], q: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(q * (s.length - 1))]!.toFixed(2); };
  console.log(`shop p50 ${p(shop, 0.5)} p95 ${p(shop, 0.95)} | direct p50 ${p(direct, 0.5)} p95 ${p(direct, 0.95)} | bare in-process proxy p50 ${p(bareT, 0.5)} p95 ${p(bareT, 0.95)}`);
  bare.close();
  const byPath = new Map<string, number[]>();
  for (const c of calls) { const k = c.path.split('?')[0]!; byPath.set(k, [...(byPath.get(k) ?? []), c.end - c.start]); }
  for (const [k, v] of byPath) console.log(`${k}: ${v.length} calls, p50 ${p(v, 0.5)} ms`);
  await probe.close();
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(work, { recursive: true, force: true });
}
