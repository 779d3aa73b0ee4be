import cluster from 'node:cluster';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningCluster, startCluster } from './cluster.js';

let running: RunningCluster | undefined;

beforeAll(() => {
  cluster.setupPrimary({
    exec: resolve(import.meta.dirname, '../test/clusterWorker.ts'),
    execArgv: ['--import', 'tsx'],
  });
});

afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** One GET; resolves to the status and body once read (rejects after `timeoutMs` without an answer, if given). */
function get(
  url: string,
  agent: Agent | false = false,
  timeoutMs?: number,
): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const sent = request(
      url,
      { agent, ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }) },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          body += chunk;
        });
        incoming.on('end', () => done({ status: incoming.statusCode ?? 0, body }));
      },
    );
    sent.on('timeout', () => sent.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    sent.on('error', fail).end();
  });
}

/** A cluster of one worker that greets with 'hi'. */
const startOneWorker = () =>
  startCluster({ name: 'test', port: 0, workers: 1, workerData: () => ({ greeting: 'hi' }) });

describe('a cluster serves one port from several worker processes', () => {
  it('hands the workers what the primary knows once it listens, such as its URL', async () => {
    running = await startCluster({
      name: 'test',
      port: 0,
      workers: 1,
      workerData: ({ url }) => ({ greeting: url }),
    });
    const { status, body } = await get(`${running.url}/`);
    expect(status).toBe(200);
    expect(body.startsWith(`${running.url} `)).toBe(true);
  });

  it('splits keep-alive connections opened at once evenly, and counts them down when they close', async () => {
    running = await startCluster({
      name: 'test',
      port: 0,
      workers: 2,
      workerData: () => ({ greeting: 'hi' }),
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${running?.url}/slow`, agent)));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(2);
    expect(running.openConnections()).toEqual([4, 4]);
    agent.destroy();
    await expect.poll(() => running?.openConnections(), { timeout: 5_000 }).toEqual([0, 0]);
  });

  it('replaces a worker that stops cleanly too, and reports that as a stop, not as a crash', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      running = await startOneWorker();
      const before = (await get(`${running.url}/`)).body;
      await get(`${running.url}/stop`);
      const url = running.url;
      await expect
        .poll(async () => (await get(`${url}/`, false, 3_000).catch(() => undefined))?.body ?? before, {
          timeout: 25_000,
          interval: 200,
        })
        .not.toBe(before);
      expect(logs).toHaveBeenCalledWith(
        expect.stringMatching(/^test: worker \d+ stopped; starting another$/),
      );
      expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
        expect.stringMatching(/exited/),
      );
    } finally {
      errors.mockRestore();
      logs.mockRestore();
    }
  });

  it('replaces a worker that dies while serving, so the port keeps answering', async () => {
    running = await startOneWorker();
    const before = (await get(`${running.url}/`)).body;
    await expect(get(`${running.url}/exit`)).rejects.toThrow();
    // Connections wait, paused, until the replacement is ready. One accepted in the instant between the worker's
    // exit and the primary hearing of it can be lost with the worker (as with Node's own cluster), so the client
    // tries again, as a browser does.
    const url = running.url;
    await expect
      .poll(
        async () => {
          const after = await get(`${url}/`, false, 3_000).catch(() => undefined);
          return after !== undefined && after.status === 200 && after.body !== before;
        },
        { timeout: 25_000, interval: 200 },
      )
      .toBe(true);
  });

  it('answers a request in flight when it is stopped, then takes no more connections', async () => {
    running = await startCluster({
      name: 'test',
      port: 0,
      workers: 1,
      workerData: () => ({ greeting: 'hi' }),
    });
    const url = running.url;
    const inFlight = get(`${url}/slow`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    const stopped = running.close();
    running = undefined;
    expect((await inFlight).status).toBe(200);
    await stopped;
    await expect(get(`${url}/`)).rejects.toThrow();
  });

  it('refuses to start when a worker exits before it is ready', async () => {
    // The fixture is no worker of the cluster 'other', so its process ends at once.
    await expect(startCluster({ name: 'other', port: 0, workers: 1 })).rejects.toThrow('worker');
  });
});
