import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, startSandbox } from '../src/index.js';
import { SEED_FORMAT } from '../src/seed/index.js';
import { startTestSandbox, type TestSandbox } from './harness.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

describe('sandbox core', () => {
  it('lists the four markets with their access keys, languages and currencies', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/info`);
    const info = (await response.json()) as typeof sandbox.info;
    expect(info.storeApiUrl).toBe(`${sandbox.url}/store-api`);
    expect(info.markets.map((market) => [market.id, market.locales, market.currency])).toEqual([
      ['DE', ['de-de', 'en-gb'], 'EUR'],
      ['AT', ['de-at'], 'EUR'],
      ['CH', ['de-ch', 'fr-ch'], 'CHF'],
      ['FR', ['fr-fr'], 'EUR'],
    ]);
    for (const market of info.markets) {
      expect(market.accessKey).toMatch(/^SWSC[A-Z0-9]{22}$/);
      expect(market.salesChannelId).toMatch(/^[0-9a-f]{32}$/);
      for (const id of market.languageIds) expect(id).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('derives the same ids on every start', async () => {
    const second = await startTestSandbox();
    expect(second.info.markets).toEqual(sandbox.info.markets);
    await second.dispose();
  });

  it('creates a 32-character context token on the first call and keeps it on the next', async () => {
    const first = await sandbox.call('/context');
    const token = first.headers.get('sw-context-token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const second = await sandbox.call('/context', { token });
    expect(second.headers.get('sw-context-token')).toBe(token);
  });

  it('answers 401 with a Shopware error for a missing or unknown access key', async () => {
    for (const accessKey of [undefined, 'SWSCUNKNOWNKEY0000000000000']) {
      const headers: Record<string, string> = accessKey ? { 'sw-access-key': accessKey } : {};
      const response = await fetch(`${sandbox.storeApiUrl}/context`, { headers });
      expect(response.status).toBe(401);
      const body = (await response.json()) as { errors: { status: string; code: string }[] };
      expect(body.errors[0]?.status).toBe('401');
    }
  });

  it('answers CORS as Shopware does: any origin, the sw- headers allowed and exposed, on errors too', async () => {
    const preflight = await fetch(`${sandbox.storeApiUrl}/product-listing/x`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('sw-context-token');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    const answer = await sandbox.call('/context', { headers: { origin: 'https://shop.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toContain('sw-context-token');
    const refused = await fetch(`${sandbox.storeApiUrl}/context`, {
      headers: { origin: 'https://shop.example' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('persistence', () => {
  it('keeps a context and its switched language across a restart on the same database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'beautyshop-sandbox-restart-'));
    const dbFile = join(dir, 'sandbox.sqlite');
    const first = await startSandbox({ port: 0, dbFile, products: 50 });
    const market = first.info.markets[0];
    const headers = { 'sw-access-key': market?.accessKey ?? '', 'content-type': 'application/json' };
    const created = await fetch(`${first.storeApiUrl}/context`, { headers });
    const token = created.headers.get('sw-context-token') ?? '';
    await fetch(`${first.storeApiUrl}/context`, {
      method: 'PATCH',
      headers: { ...headers, 'sw-context-token': token },
      body: JSON.stringify({ languageId: market?.languageIds[1] }),
    });
    await first.close();
    const second = await startSandbox({ port: 0, dbFile });
    const response = await fetch(`${second.storeApiUrl}/context`, {
      headers: { ...headers, 'sw-context-token': token },
    });
    const context = (await response.json()) as { token: string; languageInfo: { localeCode: string } };
    expect(context.token).toBe(token);
    expect(context.languageInfo.localeCode).toBe('en-GB');
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reseeds a database seeded in an older format, so search finds products in every language again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'beautyshop-sandbox-format-'));
    const dbFile = join(dir, 'sandbox.sqlite');
    const first = await startSandbox({ port: 0, dbFile, products: 50 });
    await first.close();
    const old = openDatabase(dbFile);
    old.prepare("DELETE FROM meta WHERE key = 'seed_format'").run();
    old.close();
    const second = await startSandbox({ port: 0, dbFile, products: 50 });
    const format = second.db.prepare("SELECT value FROM meta WHERE key = 'seed_format'").pluck().get();
    expect(format).toBe(String(SEED_FORMAT));
    const market = second.info.markets[0];
    const response = await fetch(`${second.storeApiUrl}/search`, {
      method: 'POST',
      headers: { 'sw-access-key': market?.accessKey ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'serum' }),
    });
    const result = (await response.json()) as { total: number };
    expect(result.total).toBeGreaterThan(0);
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
