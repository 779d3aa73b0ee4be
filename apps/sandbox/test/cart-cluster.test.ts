import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '../src/seed/markets.js';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'beautyshop-sandbox-cart-cluster-'));
const dbFile = join(dir, 'sandbox.sqlite');
let child: ChildProcess;
let storeApiUrl = '';

/** One request on its own connection, so the primary hands the requests to both workers. */
function call(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; token: string; json: Record<string, unknown> }>((done, fail) => {
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
            json: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.end(init.body === undefined ? undefined : JSON.stringify(init.body));
  });
}

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start', '--products', '80'], {
    cwd: packageRoot,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_WORKERS: '2', SANDBOX_DB: dbFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  storeApiUrl = await new Promise<string>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /Store API on (\S+) .*2 workers/.exec(chunk.toString());
      if (match?.[1]) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`sandbox exited with ${code}`)));
  });
}, 60_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('writes to one cart across the worker processes', () => {
  it('leaves 20 line items after 20 parallel adds of 20 different products, each answer a whole cart', async () => {
    const { token } = await call('/context');
    const found = await call('/product', {
      method: 'POST',
      token,
      body: {
        limit: 20,
        filter: [
          { type: 'equals', field: 'childCount', value: 0 },
          { type: 'equals', field: 'isCloseout', value: false },
        ],
      },
    });
    const ids = (found.json.elements as { id: string }[]).map((element) => element.id);
    expect(ids).toHaveLength(20);
    const answers = await Promise.all(
      ids.map((id) =>
        call('/checkout/cart/line-item', {
          method: 'POST',
          token,
          body: { items: [{ id, referencedId: id, type: 'product', quantity: 1 }] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const sizes = answers.map((answer) => (answer.json.lineItems as unknown[]).length).sort((a, b) => a - b);
    expect(sizes).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const cart = await call('/checkout/cart', { token });
    expect(new Set((cart.json.lineItems as { id: string }[]).map((lineItem) => lineItem.id))).toEqual(
      new Set(ids),
    );
    const db = new Database(dbFile, { readonly: true });
    try {
      expect(db.prepare('SELECT version FROM cart WHERE token = ?').pluck().get(token)).toBe(20);
    } finally {
      db.close();
    }
  }, 60_000);
});
