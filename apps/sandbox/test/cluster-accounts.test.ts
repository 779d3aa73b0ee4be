import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '../src/seed/markets.js';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'beautyshop-sandbox-cluster-accounts-'));
let child: ChildProcess;
let storeApiUrl = '';

/** One request on a new connection, so the primary hands consecutive requests to different workers. */
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
  child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start', '--products', '40'], {
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
}, 60_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('accounts across the workers of a cluster', () => {
  it('counts login attempts in SQLite, so the 11th is refused whichever worker answers', async () => {
    const countries = await call('/country');
    const germany = (countries.json.elements as { id: string; iso: string }[]).find(
      (country) => country.iso === 'DE',
    );
    const registered = await call('/account/register', {
      method: 'POST',
      body: {
        email: 'cluster@example.com',
        password: 'Cluster-Passwort-1',
        firstName: 'Cora',
        lastName: 'Cluster',
        storefrontUrl: 'http://localhost:3000',
        billingAddress: { countryId: germany?.id, street: 'Knotenweg 2', zipcode: '10115', city: 'Berlin' },
      },
    });
    expect(registered.status).toBe(200);
    // The registration's token carries the customer on every worker.
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await call('/account/customer', { method: 'POST', token: registered.token })).status).toBe(200);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await call('/account/login', {
        method: 'POST',
        body: { username: 'cluster@example.com', password: 'falsch-falsch' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const refused = await call('/account/login', {
      method: 'POST',
      body: { username: 'cluster@example.com', password: 'Cluster-Passwort-1' },
    });
    expect(refused.status).toBe(429);
  }, 60_000);
});
