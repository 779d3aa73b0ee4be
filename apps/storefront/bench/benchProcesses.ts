import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

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
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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
