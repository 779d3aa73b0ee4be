import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/open.js';
import { MARKETS } from '../src/seed/markets.js';
import { benchListing } from './listing-request.js';
import { summarise } from './stats.js';

/**
 * Compares variants of the server, client by client (Linux only: it reads /proc). Each of the 8 clients has its
 * own keep-alive socket, so a client's mean latency shows whether some sockets wait longer than others, and the
 * socket's owner in /proc shows how the connections split between the workers. Variants are environments of
 * `start`, all started at once and measured in turn, on fresh connections, in rounds whose order alternates,
 * because this machine's speed drifts by minutes: VARIANTS="two:;one:SANDBOX_WORKERS=1". The server's CPU per
 * request is its processes' user and system time (/proc/PID/stat). Runs on the database `bench` seeded;
 * BENCH_REQUESTS, BENCH_ROUNDS, BENCH_WORKLOADS (listing,search) and BENCH_SHARED_AGENT=1 (one agent for all
 * clients, as `bench` sends) set the rest.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CLIENTS = 8;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WORKLOADS = (process.env.BENCH_WORKLOADS ?? 'listing,search').split(',');
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TICK_MS = 10;

interface Variant {
  name: string;
  env: Record<string, string>;
}

interface RunResult {
  p50: number;
  p95: number;
  cpuMsPerRequest: number;
  throughput: number;
  /** Clients per worker, most first. */
  split: number[];
  means: { mean: number; worker: number }[];
}

function readVariants(): Variant[] {
  const raw = process.env.VARIANTS ?? 'current:';
  return raw.split(';').map((part) => {
    const [name = '', assignments = ''] = part.split(':');
    const env = Object.fromEntries(
      assignments
        .split(',')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    return { name, env };
  });
}

function start(dbFile: string, variant: Variant): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
      cwd: packageRoot,
      env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DB: dbFile, ...variant.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /Store API on (\S+)/.exec(chunk.toString());
      if (match?.[1]) done({ child, url: match[1] });
    });
    child.once('exit', (code) => fail(new Error(`${variant.name} exited with ${code}`)));
  });
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks;
}

/** For each client port connected to `serverPort`, the process (of `pids`) holding the server's end. */
function socketOwners(pids: number[], serverPort: number): Map<number, number> {
  const inodeToPid = new Map<string, number>();
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const match = /^socket:\[(\d+)\]$/.exec(link);
        if (match?.[1]) inodeToPid.set(match[1], pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  const owners = new Map<number, number>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10) continue;
    const local = Number.parseInt(fields[1]?.split(':')[1] ?? '', 16);
    const remote = Number.parseInt(fields[2]?.split(':')[1] ?? '', 16);
    const pid = inodeToPid.get(fields[9] ?? '');
    if (local === serverPort && pid !== undefined) owners.set(remote, pid);
  }
  return owners;
}

function send(agent: Agent, url: string, headers: Record<string, string>, body: unknown) {
  return new Promise<{ status: number; localPort: number }>((done, fail) => {
    const outgoing = request(url, { method: 'POST', headers, agent }, (incoming) => {
      const localPort = incoming.socket?.localPort ?? 0;
      incoming.on('data', () => {});
      incoming.on('end', () => done({ status: incoming.statusCode ?? 0, localPort }));
    });
    outgoing.on('error', fail);
    outgoing.end(JSON.stringify(body));
  });
}

async function main(): Promise<void> {
  const dbFile = join(tmpdir(), `beautyshop-sandbox-bench-${PRODUCTS}.sqlite`);
  if (!existsSync(dbFile)) throw new Error(`bench: ${dbFile} is missing; \`bench\` seeds it`);
  const db = openDatabase(dbFile, { readonly: true });
  const market = MARKETS[0];
  if (!market) throw new Error('no market');
  const listing = benchListing(db);
  db.close();
  const terms = ['feuchtigkeitscreme', 'serum', 'lippenstift rot', 'shampoo', 'duschgel', 'nachtcreme rich'];
  const workloads: Record<string, (index: number) => { path: string; body: unknown }> = {
    listing: () => ({ path: `/product-listing/${listing.categoryId}`, body: listing.body }),
    search: (index) => ({ path: '/search', body: { search: terms[index % terms.length] } }),
  };
  const headers = { 'sw-access-key': market.accessKey, 'content-type': 'application/json' };

  const variants = readVariants();
  const servers: { variant: Variant; child: ChildProcess; url: string; port: number; pids: number[] }[] = [];
  process.once('exit', () => {
    for (const server of servers) server.child.kill('SIGTERM');
  });
  for (const variant of variants) {
    const { child, url } = await start(dbFile, variant);
    const pid = child.pid ?? 0;
    servers.push({ variant, child, url, port: Number(new URL(url).port), pids: [pid, ...childrenOf(pid)] });
    console.log(`${variant.name}: ${url} pids ${servers.at(-1)?.pids.join(',')}`);
  }

  const runOnce = async (
    server: (typeof servers)[number],
    workload: string,
    requests: number,
  ): Promise<RunResult> => {
    const make = workloads[workload];
    if (!make) throw new Error(`unknown workload ${workload}`);
    const shared =
      process.env.BENCH_SHARED_AGENT === '1'
        ? new Agent({ keepAlive: true, maxSockets: CLIENTS })
        : undefined;
    const agents = Array.from(
      { length: CLIENTS },
      () => shared ?? new Agent({ keepAlive: true, maxSockets: 1 }),
    );
    const perClient: number[][] = agents.map(() => []);
    const ports: number[] = agents.map(() => 0);
    const all: number[] = [];
    let next = 0;
    const ticksBefore = cpuTicks(server.pids);
    const started = performance.now();
    await Promise.all(
      agents.map(async (agent, client) => {
        while (next < requests) {
          const index = next++;
          const { path, body } = make(index);
          const begun = performance.now();
          const answer = await send(agent, `${server.url}${path}`, headers, body);
          if (answer.status !== 200) throw new Error(`${workload} answered ${answer.status}`);
          const took = performance.now() - begun;
          perClient[client]?.push(took);
          all.push(took);
          ports[client] = answer.localPort;
        }
      }),
    );
    const wall = performance.now() - started;
    const ticks = cpuTicks(server.pids) - ticksBefore;
    const owners = socketOwners(server.pids, server.port);
    for (const agent of agents) agent.destroy();
    // The workers report the closed sockets to the primary; the next burst should not meet stale counts.
    await new Promise((settle) => setTimeout(settle, 300));
    const workerOf = ports.map((port) => owners.get(port) ?? 0);
    const split = [...new Set(workerOf)].map((pid) => workerOf.filter((owner) => owner === pid).length);
    const means = perClient.map((samples) => samples.reduce((sum, value) => sum + value, 0) / samples.length);
    const summary = summarise(all);
    return {
      p50: summary.p50,
      p95: summary.p95,
      cpuMsPerRequest: (ticks * TICK_MS) / requests,
      throughput: (requests / wall) * 1000,
      split: split.sort((a, b) => b - a),
      means: means.map((mean, client) => ({ mean, worker: workerOf[client] ?? 0 })),
    };
  };

  for (const server of servers)
    for (const workload of WORKLOADS) await runOnce(server, workload, Math.min(REQUESTS, 200));

  const results = new Map<string, RunResult[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      for (const workload of WORKLOADS) {
        const result = await runOnce(server, workload, REQUESTS);
        const key = `${server.variant.name} ${workload}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        const byWorker = [...new Set(result.means.map((entry) => entry.worker))].map((worker) =>
          result.means
            .filter((entry) => entry.worker === worker)
            .map((entry) => entry.mean.toFixed(0))
            .sort((a, b) => Number(a) - Number(b))
            .join(' '),
        );
        console.log(
          `r${round} ${key.padEnd(22)} p50 ${result.p50.toFixed(1)} p95 ${result.p95.toFixed(1)} ms | cpu ${result.cpuMsPerRequest.toFixed(2)} ms/req | ${result.throughput.toFixed(0)} req/s | split ${result.split.join('/')} | client means per worker ${byWorker.join(' | ')}`,
        );
      }
    }
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  console.log('\nmedians over rounds:');
  for (const [key, runs] of results) {
    const spread = runs.map((run) => {
      const means = run.means.map((entry) => entry.mean);
      return Math.max(...means) / Math.min(...means);
    });
    console.log(
      `${key.padEnd(22)} p50 ${median(runs.map((run) => run.p50)).toFixed(1)} p95 ${median(runs.map((run) => run.p95)).toFixed(1)} ms | cpu ${median(runs.map((run) => run.cpuMsPerRequest)).toFixed(2)} ms/req | ${median(runs.map((run) => run.throughput)).toFixed(0)} req/s | slowest/fastest client ${median(spread).toFixed(2)}x | splits ${runs.map((run) => run.split.join('/')).join(' ')}`,
    );
  }
  for (const server of servers) server.child.kill('SIGTERM');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
