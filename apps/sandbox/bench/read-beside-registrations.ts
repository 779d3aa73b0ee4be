/**
 * What a password hash costs the other shoppers of a sandbox worker: the latency of a cheap Store API read
 * (`GET /context`) on a one-worker sandbox, first alone, then while two clients register new customers without a
 * pause (each registration hashes a password at bcrypt cost 10). `pnpm bench:registrations`.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARKETS } from '../src/seed/markets.js';
import { registration } from '../test/account-helpers.js';
import { summarise } from './stats.js';

const READS = Number(process.env.BENCH_READS ?? 300);
const REGISTERING_CLIENTS = 2;
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dbFile = join(tmpdir(), `beautyshop-sandbox-registrations-${process.pid}.sqlite`);

async function main(): Promise<void> {
  const market = MARKETS[0];
  if (!market) throw new Error('no market');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
    cwd: packageRoot,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DB: dbFile, SANDBOX_WORKERS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const storeApi = await new Promise<string>((done) =>
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = /Store API on (\S+)/.exec(chunk.toString());
        if (match?.[1]) done(match[1]);
      }),
    );
    const headers = { 'sw-access-key': market.accessKey, 'content-type': 'application/json' };
    const countries = (await (await fetch(`${storeApi}/country`, { headers })).json()) as {
      elements: { id: string; iso: string }[];
    };
    const countryId = countries.elements.find((country) => country.iso === 'DE')?.id;
    if (!countryId) throw new Error('bench: no country DE');

    const read = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${storeApi}/context`, { headers });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const measureReads = async (): Promise<number[]> => {
      const samples: number[] = [];
      for (let index = 0; index < READS; index++) {
        samples.push(await read());
        // A shopper's request now and then, not a client of its own that keeps the worker busy.
        await new Promise((done) => setTimeout(done, 2));
      }
      return samples;
    };

    let registered = 0;
    let registering = true;
    const registerUntilStopped = async (client: number): Promise<void> => {
      while (registering) {
        const response = await fetch(`${storeApi}/account/register`, {
          method: 'POST',
          headers,
          body: JSON.stringify(
            registration(`bench-${process.pid}-${client}-${registered}@example.com`, countryId),
          ),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`bench: registration answered ${response.status}`);
        registered += 1;
      }
    };

    for (let index = 0; index < 200; index++) await read();
    const alone = summarise(await measureReads());
    const started = performance.now();
    const clients = Array.from({ length: REGISTERING_CLIENTS }, (_, client) => registerUntilStopped(client));
    const beside = summarise(await measureReads());
    const seconds = (performance.now() - started) / 1000;
    registering = false;
    await Promise.all(clients);
    console.log(`read (GET /context, ${READS} reads, one sandbox worker)`);
    console.log(`  alone: p50 ${alone.p50} ms, p95 ${alone.p95} ms`);
    console.log(
      `  beside ${REGISTERING_CLIENTS} clients registering: p50 ${beside.p50} ms, p95 ${beside.p95} ms ` +
        `(${(registered / seconds).toFixed(1)} registrations a second) | ratio p50 ${(beside.p50 / alone.p50).toFixed(1)}x`,
    );
  } finally {
    child.kill();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
  }
}

await main();
