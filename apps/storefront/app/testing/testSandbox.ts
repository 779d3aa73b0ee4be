import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '@beautyshop/sandbox';
import { createStoreApiClient } from '@beautyshop/store-api-client';
import { LOCALE_INFO, type Locale } from '../locale/locales';
import type { RequestStoreApi } from '../server/storeApi.server';

/**
 * A sandbox of its own for a test file, on a fresh SQLite file in a temporary folder (`storefront-{name}-…`) and a
 * small seed; closing it removes the folder too.
 */
export async function startTestSandbox(name: string, { products = 20 } = {}): Promise<RunningSandbox> {
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  const sandbox = await startSandbox({ port: 0, dbFile: join(dir, 'sandbox.db'), products });
  return {
    ...sandbox,
    close: async () => {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One request's Store API in `locale`'s market on a running sandbox, as the shop makes it, with the URLs of the
 * calls whose address contains `counted` (a test's count of the reads a loader made). `endpoint` replaces the
 * sandbox's address (an unreachable one, for a failed read).
 */
export function countingStoreApi(
  sandbox: RunningSandbox,
  locale: Locale,
  counted: string,
  endpoint = sandbox.url,
): { storeApi: RequestStoreApi; reads: string[] } {
  const market = sandbox.info.markets.find((candidate) => candidate.id === LOCALE_INFO[locale].market);
  if (!market) throw new Error(`the sandbox lists no market for ${locale}`);
  const reads: string[] = [];
  const client = createStoreApiClient({
    endpoint,
    accessKey: market.accessKey,
    fetch: (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(counted)) reads.push(url);
      return fetch(input, init);
    },
  });
  return { storeApi: { client, locale: LOCALE_INFO[locale], platform: 'web', setCookies: [] }, reads };
}
