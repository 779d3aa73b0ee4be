import { createHash } from 'node:crypto';
import type { StoreApiClient } from '@beautyshop/store-api-client';
import type { Market } from '../locale/locales';
import { createPointsCache, totalPointsOf } from './pointsCache';

const cache = createPointsCache();

/**
 * The points a set of products (id → quantity) earns, from POST /store-api/payback/calculation (spec 7.1), cached
 * 5 minutes (spec 9). The answer depends on the market (currency) and the shopper's session (their promotion codes
 * multiply it), so the key holds both; the session only as a hash, never the token itself. Undefined for an empty
 * basket or any failure: the points line is then left out, never the page (spec 8).
 */
export async function paybackPointsFor(
  client: StoreApiClient,
  { market, contextToken }: { market: Market; contextToken: string | undefined },
  products: Readonly<Record<string, number>>,
): Promise<number | undefined> {
  if (Object.keys(products).length === 0) return undefined;
  const session = contextToken ? createHash('sha256').update(contextToken).digest('hex') : 'anonymous';
  try {
    return await cache.get({ scope: `${market}|${session}`, products }, async () =>
      totalPointsOf(await client.payback.calculatePayback({ ...products })),
    );
  } catch {
    return undefined;
  }
}
