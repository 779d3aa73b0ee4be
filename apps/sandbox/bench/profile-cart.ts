/**
 * Profiles the add-to-cart route: starts the sandbox under `--cpu-prof` on the bench's database (one worker, or
 * PROFILE_WORKERS), sends add-to-cart requests (one after the other, or from PROFILE_CLIENTS concurrent clients),
 * stops it, and prints where the server's time went (self time per function, and per source file, summed over
 * the processes). `pnpm bench:profile`.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/open.js';
import { SEED_FORMAT } from '../src/seed/index.js';
import { MARKETS } from '../src/seed/markets.js';
import { createClient } from './httpClient.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 3000);
/** Server processes and concurrent clients: one each by default; the bench runs 8 clients on the default workers. */
const WORKERS = process.env.PROFILE_WORKERS ?? '1';
const CLIENTS = Number(process.env.PROFILE_CLIENTS ?? 1);
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dbFile = join(tmpdir(), `beautyshop-sandbox-bench-${PRODUCTS}-f${SEED_FORMAT}.sqlite`);
const profileDir = join(tmpdir(), 'beautyshop-sandbox-profile');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function main(): Promise<void> {
  const market = MARKETS[0];
  if (!market) throw new Error('no market');
  const db = openDatabase(dbFile, { readonly: true });
  const ids = db
    .prepare(
      "SELECT id FROM product WHERE child_count = 0 AND is_closeout = 0 AND json_extract(doc, '$.tierPrices') IS NULL ORDER BY pk LIMIT 2000",
    )
    .pluck()
    .all() as string[];
  db.close();
  rmSync(profileDir, { recursive: true, force: true });
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'src/cli.ts', 'start'],
    {
      cwd: packageRoot,
      env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DB: dbFile, SANDBOX_WORKERS: WORKERS },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((done) =>
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /Store API on (\S+)/.exec(chunk.toString());
      if (match?.[1]) done(match[1]);
    }),
  );
  const send = createClient(
    url,
    { 'sw-access-key': market.accessKey, 'content-type': 'application/json' },
    CLIENTS,
  );
  let next = 0;
  let last = 0;
  const client = async () => {
    while (next < last) {
      const index = next++;
      const id = ids[(index * 7) % ids.length];
      await send(
        'POST',
        '/checkout/cart/line-item',
        { items: [{ id, referencedId: id, type: 'product', quantity: 1 }] },
        { 'sw-context-token': `profile-cart-${index % 500}` },
      );
    }
  };
  // A warm-up as long as the measured run, as the bench has one: the server renders each product once, and a
  // profile of first renders would show the render cache's misses rather than the route.
  last = REQUESTS;
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const started = performance.now();
  // CPU profiles count time on the monotonic clock in microseconds, as hrtime does: only the requests' span counts.
  const from = Number(process.hrtime.bigint() / 1000n);
  last = 2 * REQUESTS;
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const to = Number(process.hrtime.bigint() / 1000n);
  console.log(`profile: ${REQUESTS} adds in ${Math.round(performance.now() - started)} ms`);
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
  // With several workers, every process (the primary too) writes a profile: their times add up.
  const files = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error('profile: no profile written');
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
    const self = new Map<number, number>();
    let at = profile.startTime;
    profile.samples.forEach((node, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      at += delta;
      if (at >= from && at <= to) self.set(node, (self.get(node) ?? 0) + delta);
    });
    for (const node of profile.nodes) {
      const micros = self.get(node.id) ?? 0;
      const where = node.callFrame.url.replace(/^.*\/(node_modules|src)\//, '$1/') || '(native)';
      const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
      byFile.set(where, (byFile.get(where) ?? 0) + micros);
    }
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `  ${(micros / 1000 / REQUESTS).toFixed(3)} ms/request  ${name}`)
      .join('\n');
  console.log(`self time per function:\n${top(byFunction, 40)}\nper file:\n${top(byFile, 25)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
