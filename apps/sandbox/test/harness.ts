import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '../src/index.js';

export interface TestSandbox extends RunningSandbox {
  /** Store API call with the market's access key (DE unless given). */
  call(path: string, init?: RequestInit & { market?: string; token?: string }): Promise<Response>;
  dispose(): Promise<void>;
}

/** Starts the sandbox in-process on a free loopback port over a fresh temporary database. */
export async function startTestSandbox(options: { now?: () => number } = {}): Promise<TestSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'beautyshop-sandbox-'));
  const sandbox = await startSandbox({ port: 0, dbFile: join(dir, 'sandbox.sqlite'), ...options });
  return {
    ...sandbox,
    call(path, init = {}) {
      const market = sandbox.info.markets.find((candidate) => candidate.id === (init.market ?? 'DE'));
      const headers = new Headers(init.headers);
      if (market && !headers.has('sw-access-key')) headers.set('sw-access-key', market.accessKey);
      if (init.token) headers.set('sw-context-token', init.token);
      if (init.body !== undefined && !headers.has('content-type'))
        headers.set('content-type', 'application/json');
      return fetch(`${sandbox.storeApiUrl}${path}`, { ...init, headers });
    },
    async dispose() {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
