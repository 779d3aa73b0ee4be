import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '../src/seed/markets.js';
import { registration } from './account-helpers.js';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'beautyshop-sandbox-cluster-topseller-'));
let child: ChildProcess;
let storeApiUrl = '';

type Json = Record<string, unknown>;

/** One request on a new connection, so the primary hands consecutive requests to different workers. */
function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; token: string; json: Json }>((done, fail) => {
    const headers: Record<string, string> = {
      'sw-access-key': MARKETS[0]?.accessKey ?? '',
      'content-type': 'application/json',
    };
    if (init.token) headers['sw-context-token'] = init.token;
    const outgoing = request(
      new URL(`${storeApiUrl}${path}`),
      { method: init.method ?? 'GET', headers, agent: false },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () =>
          done({
            status: incoming.statusCode ?? 0,
            token: String(incoming.headers['sw-context-token'] ?? ''),
            json: JSON.parse(text) as Json,
          }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.end(init.body === undefined ? undefined : JSON.stringify(init.body));
  });
}

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start', '--products', '200'], {
    cwd: packageRoot,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_WORKERS: '2', SANDBOX_DB: join(dir, 'sandbox.sqlite') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  storeApiUrl = await new Promise<string>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /Store API on (\S+) .*2 workers/.exec(chunk.toString());
      if (match?.[1]) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`sandbox exited with ${code}`)));
  });
}, 120_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Listed {
  id: string;
  sales: number;
  childCount: number;
  isCloseout: boolean;
  calculatedMaxPurchase: number;
}

/** The topseller page of the market's whole catalogue, as the next worker answers it (cached JSON and index). */
async function topsellers(categoryId: string): Promise<Listed[]> {
  const answer = await call(`/product-listing/${categoryId}`, {
    method: 'POST',
    body: { order: 'topseller', limit: 100 },
  });
  expect(answer.status).toBe(200);
  return answer.json.elements as Listed[];
}

describe('the topseller sorting across the worker processes', () => {
  it('a product ordered through one worker climbs in the topseller listing of every worker, with its new sales', async () => {
    const context = await call('/context');
    const categoryId = String((context.json.salesChannel as Json).navigationCategoryId);
    // Both workers render the page and keep its products' JSON before the order.
    const before = await topsellers(categoryId);
    expect(await topsellers(categoryId)).toEqual(before);

    // A product one order can lift above the product before it.
    const at = before.findIndex(
      (product, index) =>
        index > 0 &&
        product.childCount === 0 &&
        !product.isCloseout &&
        (before[index - 1]?.sales ?? 0) - product.sales + 1 <= product.calculatedMaxPurchase,
    );
    expect(at).toBeGreaterThan(0);
    const climber = before[at] as Listed;
    const quantity = (before[at - 1]?.sales ?? 0) - climber.sales + 1;

    const countries = await call('/country');
    const germany = (countries.json.elements as { id: string; iso: string }[]).find((c) => c.iso === 'DE');
    const registered = await call('/account/register', {
      method: 'POST',
      body: registration('topseller-cluster@example.com', String(germany?.id)),
    });
    expect(registered.status).toBe(200);
    const token = registered.token;
    const added = await call('/checkout/cart/line-item', {
      method: 'POST',
      token,
      body: { items: [{ id: climber.id, referencedId: climber.id, type: 'product', quantity }] },
    });
    expect(added.status).toBe(200);
    expect((await call('/checkout/order', { method: 'POST', token, body: {} })).status).toBe(200);

    // New connections alternate between the two workers: each answers the new order.
    for (let round = 0; round < 4; round += 1) {
      const after = await topsellers(categoryId);
      const position = after.findIndex((product) => product.id === climber.id);
      expect(position).toBe(at - 1);
      expect(after[position]?.sales).toBe(climber.sales + quantity);
      expect(after[at]?.id).toBe(before[at - 1]?.id);
    }
  }, 60_000);
});
