// `pnpm bench`, Lighthouse part (issue 18): home, a category and one of its products of the built shop (as
// `pnpm start` serves it, page cache on) on the 2,000-product sandbox, each audited three times by Lighthouse with
// its default settings (mobile, simulated throttling) in Debian's Chromium, and so is each page's script-free copy
// (bench/scriptFreeCopy.ts) as the run's own baseline; prints each page's medians beside its copy's and writes them
// as JSON. It builds nothing: run `react-router build` first, as `pnpm bench` does.
//
// It reports and exits 0 when a page misses the target; with `--enforce` it exits 1 then. Simulated throttling
// scales its estimates by how fast this machine ran the page, so a loaded 2-core machine (other benches, other
// work beside it) moves the score by several points with no change to the shop: `pnpm bench` must not fail on that.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '@beautyshop/browser-testing';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { precompressDirectory } from '../scripts/precompress.ts';
import { appRoot, childStarter, startBenchSandbox } from './benchProcesses.ts';
import {
  baselineLine,
  figuresOf,
  type LighthouseFigures,
  medianFigures,
  meetsTarget,
  reportLine,
} from './lighthouseSummary.ts';
import { scriptFreeCopy } from './scriptFreeCopy.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_EXECUTABLE;
const CHROME_FLAGS = [...CHROMIUM_ARGS];
const enforce = process.argv.includes('--enforce');
/** A comma-separated subset of home,category,product, to measure one change on the page it is about. */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
/** A directory for each run's whole Lighthouse report, to read what a page waits for (its audits' details). */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

const children: ChildProcess[] = [];
const startChild = childStarter(children);

interface Audit {
  figures: LighthouseFigures;
  /** The LCP element as Lighthouse names it, to see what a page waits for. */
  lcpElement: string;
}

function lcpElementOf(audits: Record<string, { details?: unknown } | undefined>): string {
  // LH 12: a list whose first table holds the element node (selector and HTML snippet).
  const details = audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : 'none';
}

/** One Lighthouse run of `url` in a Chromium of its own (fresh profile, so no run warms the next one's cache). */
async function audit(url: string, reportName: string): Promise<Audit> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`bench: Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${reportName}.json`), JSON.stringify(result.lhr));
    }
    return { figures: figuresOf(result.lhr), lcpElement: lcpElementOf(result.lhr.audits) };
  } finally {
    chrome.kill();
  }
}

async function main(work: string): Promise<number> {
  const { sandboxUrl, pages } = await startBenchSandbox(startChild, work);
  // One worker: Chromium and the simulated CPU need the other core more than the shop does.
  const storefront = await startChild(
    resolve(import.meta.dirname, 'serveStorefront.ts'),
    { SANDBOX_URL: sandboxUrl, STOREFRONT_WORKERS: '1' },
    /listening on (\S+)/,
  );
  const selected = Object.entries(pages).filter(([name]) => !ONLY || ONLY.includes(name));
  // The baseline: each page's script-free copy (bench/scriptFreeCopy.ts), compressed once as the build compresses
  // its assets and served as static files. Fetching the pages also fills the shop's caches: the runs measure each
  // page as shoppers after the first get it.
  const staticRoot = join(work, 'script-free');
  mkdirSync(staticRoot, { recursive: true });
  for (const [name, path] of selected) {
    const warm = await fetch(`${storefront}${path}`);
    const html = await warm.text();
    if (warm.status !== 200) throw new Error(`bench: ${path} answered ${warm.status}`);
    writeFileSync(join(staticRoot, `${name}.html`), scriptFreeCopy(html, storefront));
  }
  precompressDirectory(staticRoot);
  const staticServer = await startChild(
    resolve(import.meta.dirname, 'serveStatic.ts'),
    { STATIC_ROOT: staticRoot },
    /listening on (\S+)/,
  );
  /** The medians of RUNS audits of `url`, and the runs. */
  const auditRuns = async (url: string, reportName: string) => {
    const runs: Audit[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(url, `${reportName}-${run + 1}`));
    return { runs, figures: medianFigures(runs.map((run) => run.figures)) };
  };
  const results: Record<
    string,
    LighthouseFigures & { lcpElement: string; runs: LighthouseFigures[]; withoutScripts: LighthouseFigures }
  > = {};
  let missed = false;
  for (const [name, path] of selected) {
    console.log(`bench: Lighthouse x${RUNS} on ${name} (${path}) and on its script-free copy ...`);
    const { runs, figures } = await auditRuns(`${storefront}${path}`, name);
    const { figures: withoutScripts } = await auditRuns(
      `${staticServer}/${name}.html`,
      `${name}-without-scripts`,
    );
    results[name] = {
      ...figures,
      lcpElement: runs[0]?.lcpElement ?? 'none',
      runs: runs.map((run) => run.figures),
      withoutScripts,
    };
    missed ||= !meetsTarget(figures);
    console.log(reportLine(name, figures));
    console.log(`         LCP element: ${results[name].lcpElement.slice(0, 160)}`);
    console.log(baselineLine(name, figures, withoutScripts));
  }
  const out = resolve(appRoot, 'bench-results');
  mkdirSync(out, { recursive: true });
  const file = join(out, 'lighthouse.json');
  writeFileSync(
    file,
    `${JSON.stringify({ runs: RUNS, cpus: cpus().length, loadavg: loadavg(), results }, null, 2)}\n`,
  );
  console.log(`bench: medians of ${RUNS} Lighthouse runs (mobile, simulated throttling) written to ${file}`);
  if (missed) {
    console.log(
      enforce
        ? 'bench: a page missed the Lighthouse target (--enforce): failing'
        : 'bench: a page missed the Lighthouse target; reported only (pass --enforce to fail on it)',
    );
  }
  return missed && enforce ? 1 : 0;
}

const work = mkdtempSync(join(tmpdir(), 'storefront-lighthouse-'));
let exitCode = 1;
try {
  exitCode = await main(work);
} catch (error) {
  console.error(error);
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
