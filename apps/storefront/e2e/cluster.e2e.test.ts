import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSandboxUrl } from './harness.ts';

const appRoot = resolve(import.meta.dirname, '..');
let server: ChildProcess;
let url: string;

/** One GET on `agent`'s single keep-alive connection; resolves to the status once the body is read. */
function status(agent: Agent, path: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    get(`${url}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolvePromise(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'bench/serveStorefront.ts'], {
    cwd: appRoot,
    env: { ...process.env, SANDBOX_URL: sharedSandboxUrl(), STOREFRONT_WORKERS: '2', PAGE_CACHE: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolvePromise, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolvePromise(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`storefront cluster exited with ${code}`)));
  });
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGTERM');
});

describe('the storefront cluster (one process per core, connections handed to the least busy)', () => {
  it('answers pages on connections the primary hands to its workers, several at once', async () => {
    const agents = Array.from({ length: 6 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const statuses = await Promise.all(
      agents.map(async (agent) => [await status(agent, '/de-de/'), await status(agent, '/en-gb/')]),
    );
    for (const agent of agents) agent.destroy();
    expect(statuses.flat()).toEqual(Array.from({ length: 12 }, () => 200));
  });

  it('stops its workers when it is stopped', async () => {
    const exited = new Promise<number | null>((resolvePromise) => server.once('exit', resolvePromise));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
