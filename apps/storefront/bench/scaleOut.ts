// `pnpm --filter @beautyshop/storefront bench:scale-out` (issue 18): two single-worker `serve` processes behind
// nginx (deploy/nginx.conf, its ports replaced by free ones) against one such process, on the 2,000-product
// sandbox, in one run. Rendering is measured (page cache off): it is the work that more processes share out.
// Also checks that a cart is the same whichever process answers. Needs nginx on the PATH (`apt-get install nginx`).
import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../e2e/rootCommand.ts';
import { appRoot, childStarter, median, startBenchSandbox, storeApi } from './benchProcesses.ts';
import { type LoadSummary, runLoad } from './load.ts';
import { nginxConfigFor } from './nginxConfig.ts';
import { type CpuPart, type CpuShare, cpuLine, watchCpu } from './processCpu.ts';
import { type CpuWindow, meanShares, pairedRatios } from './turns.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const TARGET_RATIO = 1.6;
const CART_CHECKS = 40;

const children: ChildProcess[] = [];
const startChild = childStarter(children);

type Measured = Pick<LoadSummary, 'throughput' | 'p50' | 'p95'>;

const summaryOf = (runs: readonly LoadSummary[]): Measured => ({
  throughput: Math.round(median(runs.map((run) => run.throughput)) * 10) / 10,
  p50: median(runs.map((run) => run.p50)),
  p95: median(runs.map((run) => run.p95)),
});

/**
 * Both set-ups warmed up, then their rounds taken in turns (one, two, one, two, ...): this machine's speed drifts
 * within minutes, and measured one after the other the same build gave ratios from 1.37x to 1.79x in one hour.
 * Each round runs in a CPU window of its own over the set-up's parts.
 */
async function measureInTurns(
  setups: readonly { url: string; parts: readonly CpuPart[] }[],
): Promise<{ measured: Measured; throughputs: number[]; shares: CpuShare[] | undefined }[]> {
  for (const setup of setups) await runLoad(setup.url, CLIENTS, 64);
  const runs = setups.map(() => [] as LoadSummary[]);
  const windows = setups.map(() => [] as CpuWindow[]);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [index, setup] of setups.entries()) {
      const stop = watchCpu(setup.parts);
      const started = performance.now();
      runs[index]?.push(await runLoad(setup.url, CLIENTS, REQUESTS));
      const shares = stop?.();
      if (shares) windows[index]?.push({ shares, seconds: (performance.now() - started) / 1000 });
    }
  return setups.map((_setup, index) => ({
    measured: summaryOf(runs[index] ?? []),
    throughputs: (runs[index] ?? []).map((run) => run.throughput),
    shares: meanShares(windows[index] ?? []),
  }));
}

/**
 * The best ratio this machine allows at the one process's speed per core: the cores that the sandbox, nginx and
 * the load generator leave free in the two-process run, over the cores the one process used (a Node process
 * uses more than one: its garbage collector and compiler threads).
 */
function ceilingOf(one: CpuShare[] | undefined, two: CpuShare[] | undefined): number | undefined {
  const shop = one?.find((share) => share.name === 'shop')?.cores;
  if (!shop || !two) return undefined;
  const others = two.filter((share) => share.name !== 'shops').reduce((sum, share) => sum + share.cores, 0);
  return Math.round(((availableParallelism() - others) / shop) * 100) / 100;
}

async function main(): Promise<void> {
  if (spawnSync('nginx', ['-v']).error) {
    console.log('bench: nginx is not installed (apt-get install nginx); the scale-out bench is skipped');
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'storefront-scale-out-'));
  try {
    const { storeApiUrl, sandboxUrl, accessKey, pages } = await startBenchSandbox(startChild, work);

    const listen = await freePort();
    const appUrl = `http://127.0.0.1:${listen}`;
    const serve = () =>
      startChild(
        resolve(import.meta.dirname, 'serveStorefront.ts'),
        { SANDBOX_URL: sandboxUrl, STOREFRONT_WORKERS: '1', PAGE_CACHE: 'off', APP_URL: appUrl },
        /listening on (\S+)/,
      );
    const [first, second] = await Promise.all([serve(), serve()]);
    const portOf = (url: string) => Number(new URL(url).port);

    const prefix = join(work, 'nginx');
    mkdirSync(join(prefix, 'logs'), { recursive: true });
    const template = readFileSync(resolve(appRoot, '../../deploy/nginx.conf'), 'utf8');
    const config = join(prefix, 'nginx.conf');
    writeFileSync(config, nginxConfigFor(template, [portOf(first), portOf(second)], listen));
    const nginx = spawn('nginx', ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: 'inherit' });
    children.push(nginx);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (
        await fetch(`${appUrl}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        )
      )
        break;
      await new Promise((wait) => setTimeout(wait, 100));
    }

    const path = pages.category ?? '/de-de';
    console.log(`bench: ${path} rendered, ${CLIENTS} clients, ${REQUESTS} requests x ${ROUNDS} rounds ...`);
    // What each part used, to read the ratio against: on a machine of two cores the sandbox, nginx and the load
    // generator take their share of the cores the second process would need.
    const pidOf = (child: ChildProcess | undefined) => (child?.pid === undefined ? [] : [child.pid]);
    const [sandboxChild, firstChild, secondChild] = children;
    const sandboxPart = { name: 'sandbox', pids: pidOf(sandboxChild) };
    const loadPart = { name: 'load generator', self: true } as const;
    const [oneSetup, twoSetup] = await measureInTurns([
      {
        url: `${first}${path}`,
        parts: [{ name: 'shop', pids: pidOf(firstChild) }, sandboxPart, loadPart],
      },
      {
        url: `${appUrl}${path}`,
        parts: [
          { name: 'shops', pids: [...pidOf(firstChild), ...pidOf(secondChild)] },
          sandboxPart,
          { name: 'nginx', pids: pidOf(nginx) },
          loadPart,
        ],
      },
    ]);
    if (!oneSetup || !twoSetup) throw new Error('bench: a set-up was not measured');
    const one = oneSetup.measured;
    const two = twoSetup.measured;
    const oneShares = oneSetup.shares;
    const twoShares = twoSetup.shares;
    // Each round's two-process throughput over the one-process round just before it: the pair saw the same
    // machine. The ratio is their median.
    const roundRatios = pairedRatios(oneSetup.throughputs, twoSetup.throughputs);
    const ratio = median(roundRatios);
    const ceiling = ceilingOf(oneShares, twoShares);

    // A cart made once is shown by every answer, whichever process gives it: the state lives in the Store API.
    const context = await fetch(`${storeApiUrl}/context`, { headers: { 'sw-access-key': accessKey } });
    const token = context.headers.get('sw-context-token') ?? '';
    const listing = await storeApi<{ elements: { id: string; translated?: { name?: string } }[] }>(
      storeApiUrl,
      accessKey,
      '/product',
      { limit: 1 },
    );
    const product = listing.elements[0];
    await fetch(`${storeApiUrl}/checkout/cart/line-item`, {
      method: 'POST',
      headers: { 'sw-access-key': accessKey, 'sw-context-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ type: 'product', referencedId: product?.id, quantity: 1 }] }),
    });
    let sessionErrors = 0;
    for (let check = 0; check < CART_CHECKS; check += 1) {
      const page = await fetch(`${appUrl}/de-de/checkout/cart`, {
        headers: { cookie: `sw-context-token-de=${token}` },
      });
      const html = await page.text();
      if (page.status !== 200 || !html.includes(product?.translated?.name ?? '\u0000')) sessionErrors += 1;
    }

    console.log(`one process:            ${one.throughput} req/s (p50 ${one.p50} ms, p95 ${one.p95} ms)`);
    console.log(`two behind nginx:       ${two.throughput} req/s (p50 ${two.p50} ms, p95 ${two.p95} ms)`);
    console.log(
      `ratio:                  ${ratio}x (target >= ${TARGET_RATIO}x), median of the rounds' ${roundRatios.join(' / ')}`,
    );
    if (oneShares && twoShares) {
      console.log(`CPU, one process:       ${cpuLine(oneShares)}`);
      console.log(`CPU, two behind nginx:  ${cpuLine(twoShares)}`);
    }
    if (ceiling !== undefined)
      console.log(
        `ceiling here:           ${ceiling}x (the cores the others leave two shops, over the cores one shop used)`,
      );
    console.log(`cart across processes:  ${sessionErrors} session errors in ${CART_CHECKS} page views`);
    const out = resolve(appRoot, 'bench-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'scale-out.json'),
      `${JSON.stringify(
        {
          path,
          clients: CLIENTS,
          one,
          two,
          ratio,
          roundRatios,
          target: TARGET_RATIO,
          sessionErrors,
          cpu: { one: oneShares, two: twoShares, ceiling },
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
