import cluster from 'node:cluster';
import { Agent, request } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandboxCluster, startSandboxCluster } from '../src/cluster.js';
import { MARKETS } from '../src/seed/markets.js';
import { type CallInit, packageRoot, type SandboxProcess, startSandboxProcess } from './cluster-process.js';

let started: SandboxProcess;

beforeAll(async () => {
  started = await startSandboxProcess('cluster', 40);
}, 60_000);
afterAll(() => started?.stop());

const call = (path: string, init?: CallInit) => started.call(path, init);

describe('sandbox start with several workers', () => {
  it('serves one port from all workers, and a context changed on one is seen by the others', async () => {
    const first = await call('/context');
    expect(first.status).toBe(200);
    const languages = await call('/language', { token: first.token });
    const english = (languages.json.elements as { id: string; locale?: { code?: string } }[]).find(
      (language) => language.locale?.code === 'en-GB',
    );
    expect(english).toBeDefined();
    const patched = await call('/context', {
      method: 'PATCH',
      token: first.token,
      body: { languageId: english?.id },
    });
    expect(patched.status).toBe(200);
    // Round robin over new connections: these land on both workers.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const context = await call('/context', { token: first.token });
      expect(context.token).toBe(first.token);
      expect((context.json.context as { languageIdChain: string[] }).languageIdChain[0]).toBe(english?.id);
    }
  });

  it('stops every worker when the primary is told to stop', async () => {
    const exited = new Promise<number | null>((done) => started.child.once('exit', done));
    started.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(call('/context')).rejects.toThrow();
  });
});

describe('the primary of several workers', () => {
  let sandbox: RunningSandboxCluster;

  beforeAll(async () => {
    // The workers run the CLI, which serves as a worker when forked by a cluster.
    cluster.setupPrimary({ exec: resolve(packageRoot, 'src/cli.ts'), execArgv: ['--import', 'tsx'] });
    sandbox = await startSandboxCluster({
      port: 0,
      dbFile: join(started.dir, 'balanced.sqlite'),
      products: 40,
      workers: 2,
    });
  }, 60_000);

  afterAll(() => sandbox?.close());

  /** A search on one of the agent's keep-alive sockets. */
  const search = (agent: Agent) =>
    new Promise<number>((done, fail) => {
      const outgoing = request(
        `${sandbox.storeApiUrl}/search`,
        {
          method: 'POST',
          agent,
          headers: { 'sw-access-key': MARKETS[0]?.accessKey ?? '', 'content-type': 'application/json' },
        },
        (incoming) => {
          incoming.resume();
          incoming.on('end', () => done(incoming.statusCode ?? 0));
        },
      );
      outgoing.on('error', fail);
      outgoing.end(JSON.stringify({ search: 'creme' }));
    });

  it('splits keep-alive connections opened at once evenly between the workers, and counts them down when they close', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const statuses = await Promise.all(Array.from({ length: 8 }, () => search(agent)));
    expect(statuses).toEqual(Array(8).fill(200));
    expect(sandbox.openConnections()).toEqual([4, 4]);
    agent.destroy();
    await expect.poll(() => sandbox.openConnections(), { timeout: 5_000 }).toEqual([0, 0]);
  });
});
