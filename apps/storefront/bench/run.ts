// `pnpm bench` for the storefront (issue 6): server-render throughput and latency of home, category and product
// pages at 16 concurrent clients on the 2,000-product sandbox, each against the same HTML bytes served as a static
// file by a plain Node server in the same run; Store API calls and waterfall depth per page; gzipped first-load JS
// per page type against the framework floor of the same build. Rendering is measured with the page cache off, for
// anonymous shoppers and for a shopper with a session (whose reads bypass the shared cache);
// the same pages through the page cache (the shop as `pnpm start` serves it) are measured beside it. Prints medians
// and ratios, writes JSON.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { routeIdFor } from '../app/locale/routeId.ts';
import { appRoot, childStarter, median, startBenchSandbox } from './benchProcesses.ts';
import { type LoadSummary, runLoad } from './load.ts';
import { firstLoadModules, gzippedBytes, modulePreloadsOf, readClientManifest } from './pageJs.ts';
import { startStoreApiProbe, waterfallDepth } from './storeApiProbe.ts';
import { measureTraceMix } from './traceMix.ts';
import { wireBytes } from './wireBytes.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = 64;
/** Renders for a shopper with a session, per round: each is slower (its reads bypass the shared cache). */
const SESSION_REQUESTS = Math.ceil(REQUESTS / 2);
const TARGET_CATEGORY_P95_MS = 80;
const TARGET_PRODUCT_JS_RATIO = 1.25;
/** Issue 18: cached pages sent gzipped keep at least this share of their uncompressed throughput. */
const TARGET_COMPRESSED_CACHE_RATIO = 0.8;
/** What a browser sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Issue 12: category throughput with one TRACE a second mixed in, against without. */
const TARGET_TRACE_MIX_RATIO = 0.95;

const children: ChildProcess[] = [];
const startChild = childStarter(children);

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function medianSummary(runs: readonly LoadSummary[]): Pick<LoadSummary, 'throughput' | 'p50' | 'p95'> {
  return {
    throughput: round(median(runs.map((run) => run.throughput))),
    p50: round(median(runs.map((run) => run.p50))),
    p95: round(median(runs.map((run) => run.p95))),
  };
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const staticRoot = join(work, 'static');
  mkdirSync(staticRoot);
  try {
    const { storeApiUrl, sandboxUrl, accessKey, pages } = await startBenchSandbox(startChild, work);

    // Store API calls per page, through a recording proxy (its own storefront process, so the load runs below
    // measure the storefront talking to the sandbox directly). The pages are asked for as a shopper with a session
    // (a context token cookie), whose reads bypass the shared cache of anonymous answers: the calls a page's
    // loaders make and how they overlap, not what the cache spared them.
    const probe = await startStoreApiProbe(sandboxUrl);
    const probed = await startChild(
      resolve(import.meta.dirname, 'serveStorefront.ts'),
      { SANDBOX_URL: sandboxUrl, STORE_API_ENDPOINT: `${probe.url}/store-api`, STOREFRONT_WORKERS: '1' },
      /listening on (\S+)/,
    );
    const contextToken = (
      await fetch(`${storeApiUrl}/context`, { headers: { 'sw-access-key': accessKey } })
    ).headers.get('sw-context-token');
    const asShopper = { headers: { cookie: `sw-context-token-de=${contextToken}` } };
    const storeApiCalls: Record<string, { calls: number; waterfallDepth: number }> = {};
    for (const [name, path] of Object.entries(pages)) {
      await (await fetch(`${probed}${path}`, asShopper)).arrayBuffer(); // fills the per-process caches
      probe.take();
      await (await fetch(`${probed}${path}`, asShopper)).arrayBuffer();
      const calls = probe.take();
      storeApiCalls[name] = { calls: calls.length, waterfallDepth: waterfallDepth(calls) };
    }
    children.pop()?.kill('SIGTERM');
    await probe.close();

    // Rendering is measured with the page cache off; the shop as it runs (page cache on) is measured beside it.
    const storefront = await startChild(
      resolve(import.meta.dirname, 'serveStorefront.ts'),
      { SANDBOX_URL: sandboxUrl, PAGE_CACHE: 'off' },
      /listening on (\S+)/,
    );
    const served = await startChild(
      resolve(import.meta.dirname, 'serveStorefront.ts'),
      { SANDBOX_URL: sandboxUrl },
      /listening on (\S+)/,
    );
    // Issue 12: one TRACE a second beside the category's load (rendered, the page cache off).
    console.log(`bench: category with one TRACE a second mixed in ...`);
    await runLoad(`${storefront}${pages.category}`, CLIENTS, WARMUP);
    const traceMix = await measureTraceMix(storefront, pages.category ?? '', CLIENTS, REQUESTS, ROUNDS);
    const traceMixRatio = round(
      medianSummary(traceMix.withTrace).throughput /
        Math.max(medianSummary(traceMix.without).throughput, 0.01),
    );
    console.log(
      `category req/s without TRACE ${medianSummary(traceMix.without).throughput}, with one TRACE a second ` +
        `${medianSummary(traceMix.withTrace).throughput}: ${traceMixRatio}x (target >= ${TARGET_TRACE_MIX_RATIO}x: ` +
        `${traceMixRatio >= TARGET_TRACE_MIX_RATIO ? 'met' : 'MISSED'}); TRACE answers ${JSON.stringify(traceMix.traceStatuses)}`,
    );
    if (process.env.BENCH_TRACE_MIX_ONLY) return;

    const htmlBytes: Record<string, number> = {};
    const documents: Record<string, string> = {};
    for (const [name, path] of Object.entries(pages)) {
      const response = await fetch(`${storefront}${path}`);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`bench: ${path} answered ${response.status}`);
      writeFileSync(join(staticRoot, `${name}.html`), html);
      htmlBytes[name] = Buffer.byteLength(html);
      documents[name] = html;
    }
    const staticServer = await startChild(
      resolve(import.meta.dirname, 'serveStatic.ts'),
      { STATIC_ROOT: staticRoot },
      /listening on (\S+)/,
    );

    const results = [];
    for (const [name, path] of Object.entries(pages)) {
      console.log(`bench: ${name} (${path}) ...`);
      const ssrUrl = `${storefront}${path}`;
      const staticUrl = `${staticServer}/${name}.html`;
      const servedUrl = `${served}${path}`;
      await runLoad(ssrUrl, CLIENTS, WARMUP);
      await runLoad(staticUrl, CLIENTS, WARMUP);
      await runLoad(servedUrl, CLIENTS, WARMUP);
      await runLoad(servedUrl, CLIENTS, WARMUP, BROWSER_ACCEPT_ENCODING);
      await runLoad(ssrUrl, CLIENTS, WARMUP, 'identity', asShopper.headers.cookie);
      const ssrRuns: LoadSummary[] = [];
      const staticRuns: LoadSummary[] = [];
      const servedRuns: LoadSummary[] = [];
      const compressedRuns: LoadSummary[] = [];
      const sessionRuns: LoadSummary[] = [];
      // Alternate the servers so that none always runs on a warmer or busier machine.
      for (let round_ = 0; round_ < ROUNDS; round_ += 1) {
        ssrRuns.push(await runLoad(ssrUrl, CLIENTS, REQUESTS));
        staticRuns.push(await runLoad(staticUrl, CLIENTS, REQUESTS));
        servedRuns.push(await runLoad(servedUrl, CLIENTS, REQUESTS));
        compressedRuns.push(await runLoad(servedUrl, CLIENTS, REQUESTS, BROWSER_ACCEPT_ENCODING));
        sessionRuns.push(
          await runLoad(ssrUrl, CLIENTS, SESSION_REQUESTS, 'identity', asShopper.headers.cookie),
        );
      }
      const ssr = medianSummary(ssrRuns);
      const baseline = medianSummary(staticRuns);
      const cached = medianSummary(servedRuns);
      const cachedCompressed = medianSummary(compressedRuns);
      const session = medianSummary(sessionRuns);
      const onTheWire = {
        identity: (await wireBytes(servedUrl, 'identity')).bytes,
        compressed: await wireBytes(servedUrl, BROWSER_ACCEPT_ENCODING),
        rendered: await wireBytes(ssrUrl, BROWSER_ACCEPT_ENCODING),
      };
      results.push({
        page: name,
        path,
        htmlBytes: htmlBytes[name],
        storeApi: storeApiCalls[name],
        ssr,
        ssrSession: session,
        static: baseline,
        pageCache: cached,
        pageCacheCompressed: cachedCompressed,
        htmlOnTheWire: {
          identityBytes: onTheWire.identity,
          compressedBytes: onTheWire.compressed.bytes,
          encoding: onTheWire.compressed.encoding,
          renderedCompressedBytes: onTheWire.rendered.bytes,
        },
        compressedCacheRatio: round(cachedCompressed.throughput / Math.max(cached.throughput, 0.01)),
        ratio: {
          throughput: round(baseline.throughput / Math.max(ssr.throughput, 0.01), 1),
          p50: round(ssr.p50 / Math.max(baseline.p50, 0.01), 1),
          p95: round(ssr.p95 / Math.max(baseline.p95, 0.01), 1),
        },
      });
    }

    const clientRoot = resolve(appRoot, 'build/client');
    const manifest = readClientManifest(clientRoot);
    const floor = gzippedBytes(clientRoot, firstLoadModules(manifest, undefined));
    const javascript = Object.fromEntries(
      [
        ['home', routeIdFor('frontend.home.page', 'de-de')],
        ['category', routeIdFor('all', 'de-de')],
        ['product', routeIdFor('all', 'de-de')],
        ['search', routeIdFor('search', 'de-de')],
      ].map(([name = '', routeId]) => {
        // Category and product pages share a route; the category's view is a lazy chunk its document preloads.
        const modules = new Set([
          ...firstLoadModules(manifest, routeId),
          ...modulePreloadsOf(documents[name] ?? ''),
        ]);
        const bytes = gzippedBytes(clientRoot, [...modules]);
        // As the server sends them to a browser: the build's brotli copies (precompress.ts).
        const brotliBytes = [...modules].reduce((total, module) => {
          const path = join(clientRoot, module);
          return total + (existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size);
        }, 0);
        return [name, { gzipBytes: bytes, brotliBytes, ratioToFloor: round(bytes / floor) }];
      }),
    );

    console.log(
      `\nstorefront render: ${CLIENTS} clients, ${REQUESTS} requests x ${ROUNDS} rounds per page (medians of rounds); ` +
        `${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`,
    );
    console.log(
      'page      html KB  API calls/depth  SSR req/s  p50 ms  p95 ms | static req/s  p50 ms  p95 ms | ratios thr/p50/p95 | page cache req/s  p50 ms  p95 ms',
    );
    for (const result of results) {
      console.log(
        `${result.page.padEnd(9)} ${((result.htmlBytes ?? 0) / 1024).toFixed(1).padStart(7)}  ${String(
          `${result.storeApi?.calls}/${result.storeApi?.waterfallDepth}`,
        ).padStart(
          15,
        )}  ${String(result.ssr.throughput).padStart(9)}  ${String(result.ssr.p50).padStart(6)}  ${String(
          result.ssr.p95,
        ).padStart(6)} | ${String(result.static.throughput).padStart(12)}  ${String(
          result.static.p50,
        ).padStart(
          6,
        )}  ${String(result.static.p95).padStart(6)} | ${result.ratio.throughput}x / ${result.ratio.p50}x / ${result.ratio.p95}x | ${String(
          result.pageCache.throughput,
        ).padStart(
          16,
        )}  ${String(result.pageCache.p50).padStart(6)}  ${String(result.pageCache.p95).padStart(6)}`,
      );
    }
    console.log(
      `\nrendered for a shopper with a session (a context token cookie: reads bypass the shared cache; ${SESSION_REQUESTS} requests x ${ROUNDS} rounds)`,
    );
    for (const result of results) {
      console.log(
        `${result.page.padEnd(9)} ${result.ssrSession.throughput} req/s, p50 ${result.ssrSession.p50} ms, p95 ${result.ssrSession.p95} ms ` +
          `(${round(result.ssrSession.throughput / Math.max(result.ssr.throughput, 0.01))}x the anonymous render's throughput)`,
      );
    }
    console.log(
      '\nbytes on the wire (a browser accepting gzip, br): HTML from the page cache and rendered, first-load JS',
    );
    for (const result of results) {
      const wire = result.htmlOnTheWire;
      const js = javascript[result.page];
      console.log(
        `${result.page.padEnd(9)} HTML ${(wire.identityBytes / 1024).toFixed(1)} KB -> ${(wire.compressedBytes / 1024).toFixed(1)} KB ${wire.encoding} ` +
          `(rendered ${(wire.renderedCompressedBytes / 1024).toFixed(1)} KB); JS ${((js?.brotliBytes ?? 0) / 1024).toFixed(1)} KB br; ` +
          `page cache req/s uncompressed ${result.pageCache.throughput}, gzipped ${result.pageCacheCompressed.throughput}: ` +
          `${result.compressedCacheRatio}x (target >= ${TARGET_COMPRESSED_CACHE_RATIO}x: ${result.compressedCacheRatio >= TARGET_COMPRESSED_CACHE_RATIO ? 'met' : 'MISSED'})`,
      );
    }
    console.log(
      `\nfirst-load JS, gzipped: framework floor (client entry: React + React Router) ${(floor / 1024).toFixed(1)} KB`,
    );
    for (const [name, figures] of Object.entries(javascript)) {
      console.log(
        `  ${name.padEnd(9)} ${(figures.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${figures.ratioToFloor}x floor`,
      );
    }
    const category = results.find((result) => result.page === 'category');
    const productJs = javascript.product?.ratioToFloor ?? Number.POSITIVE_INFINITY;
    const targets = {
      categoryP95UnderMs: {
        target: TARGET_CATEGORY_P95_MS,
        measured: category?.ssr.p95,
        met: (category?.ssr.p95 ?? Infinity) < TARGET_CATEGORY_P95_MS,
      },
      categoryP95UnderMsWithPageCache: {
        target: TARGET_CATEGORY_P95_MS,
        measured: category?.pageCache.p95,
        met: (category?.pageCache.p95 ?? Infinity) < TARGET_CATEGORY_P95_MS,
      },
      categoryThroughputWithTraceAtLeast: {
        target: TARGET_TRACE_MIX_RATIO,
        measured: traceMixRatio,
        met: traceMixRatio >= TARGET_TRACE_MIX_RATIO,
      },
      compressedPageCacheThroughputAtLeast: {
        target: TARGET_COMPRESSED_CACHE_RATIO,
        measured: Math.min(...results.map((result) => result.compressedCacheRatio)),
        met: results.every((result) => result.compressedCacheRatio >= TARGET_COMPRESSED_CACHE_RATIO),
      },
      productJsRatioAtMost: {
        target: TARGET_PRODUCT_JS_RATIO,
        measured: productJs,
        met: productJs <= TARGET_PRODUCT_JS_RATIO,
      },
    };
    console.log(
      `\ntargets: category p95 rendered ${category?.ssr.p95} ms < ${TARGET_CATEGORY_P95_MS} ms: ${targets.categoryP95UnderMs.met ? 'met' : 'MISSED'}; ` +
        `from the page cache ${category?.pageCache.p95} ms: ${targets.categoryP95UnderMsWithPageCache.met ? 'met' : 'MISSED'}; ` +
        `product first-load JS ${productJs}x <= ${TARGET_PRODUCT_JS_RATIO}x floor: ${targets.productJsRatioAtMost.met ? 'met' : 'MISSED'}`,
    );
    const out = resolve(appRoot, 'bench-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'render.json'),
      `${JSON.stringify({ clients: CLIENTS, requests: REQUESTS, rounds: ROUNDS, results, traceMix, javascript: { floorGzipBytes: floor, pages: javascript }, targets }, null, 2)}\n`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
