import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

export const appRoot = resolve(import.meta.dirname, '..');
export const sandboxCli = resolve(appRoot, '../sandbox/src/cli.ts');

/**
 * A starter of child processes that each run `script` (with `args`) and print the URL they listen on, matched by
 * `pattern`; every child it starts is added to `children`, for the bench to stop them at its end.
 */
export function childStarter(children: ChildProcess[]) {
  return (
    script: string,
    env: Record<string, string>,
    pattern: RegExp,
    args: readonly string[] = [],
  ): Promise<string> => {
    // BENCH_CPU_PROFILE_DIR: every child (and the cluster workers it forks, which inherit its flags) writes a CPU
    // profile there when it exits, for finding where a bench's time goes.
    const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', script, ...args], {
      cwd: appRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolvePromise, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = pattern.exec(chunk.toString());
        if (match?.[1]) resolvePromise(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`bench: ${script} exited with ${code}`)));
    });
  };
}

interface SeoUrlOwner {
  seoUrls?: { seoPathInfo: string }[];
}

export async function storeApi<T>(
  storeApiUrl: string,
  accessKey: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(`${storeApiUrl}${path}`, {
    method: 'POST',
    headers: {
      'sw-access-key': accessKey,
      'content-type': 'application/json',
      'sw-include-seo-urls': 'true',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`bench: ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A category with products and one of its products, by their German SEO paths, as a shopper would reach them. */
export async function pickPages(storeApiUrl: string, accessKey: string): Promise<Record<string, string>> {
  const navigation = await storeApi<(SeoUrlOwner & { id: string })[]>(
    storeApiUrl,
    accessKey,
    '/navigation/main-navigation/main-navigation',
    { depth: 1 },
  );
  const category = navigation[0];
  if (!category) throw new Error('bench: the main navigation is empty');
  const listing = await storeApi<{ elements: SeoUrlOwner[] }>(
    storeApiUrl,
    accessKey,
    `/product-listing/${category.id}`,
    { limit: 1 },
  );
  const categoryPath = category.seoUrls?.[0]?.seoPathInfo;
  const productPath = listing.elements[0]?.seoUrls?.[0]?.seoPathInfo;
  if (!categoryPath || !productPath) throw new Error('bench: no SEO paths for the category or its product');
  return { home: '/de-de', category: `/de-de/${categoryPath}`, product: `/de-de/${productPath}` };
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface BenchSandbox {
  storeApiUrl: string;
  sandboxUrl: string;
  /** The DE market's access key. */
  accessKey: string;
  /** Home, a category and one of its products, by their German paths. */
  pages: Record<string, string>;
}

/** The seeded 2,000-product sandbox in a child process on a free port, its database in `work`. */
export async function startBenchSandbox(
  startChild: ReturnType<typeof childStarter>,
  work: string,
): Promise<BenchSandbox> {
  console.log('bench: seeding and starting the sandbox (2,000 products) ...');
  const storeApiUrl = await startChild(
    sandboxCli,
    { SANDBOX_PORT: '0', SANDBOX_DB: join(work, 'sandbox.sqlite') },
    /Store API on (\S+)/,
    ['start'],
  );
  const sandboxUrl = storeApiUrl.replace(/\/store-api$/, '');
  const info = (await (await fetch(`${sandboxUrl}/sandbox/info`)).json()) as {
    markets: { id: string; accessKey: string }[];
  };
  const accessKey = info.markets.find((market) => market.id === 'DE')?.accessKey ?? '';
  return { storeApiUrl, sandboxUrl, accessKey, pages: await pickPages(storeApiUrl, accessKey) };
}
