import { basketKeyOf } from './paybackBasket';

/** Spec 9: loyalty points are cached 5 minutes. */
export const PAYBACK_POINTS_TTL_MS = 300_000;

/** What decides the points: the products and quantities, and whose answer it is (currency and promotion codes). */
export interface PointsQuery {
  /** The market (its currency) and the shopper's session (their promotion codes multiply the points). */
  scope: string;
  /** Product id → quantity. */
  products: Readonly<Record<string, number>>;
}

/** The cache key: the scope plus the products sorted by id, so the same basket in another order shares it. */
export function pointsKey({ scope, products }: PointsQuery): string {
  return `${scope}|${basketKeyOf(products)}`;
}

/** The total points of a calculation answer: its `totalPoints`, else the sum of its per-product `points`. */
export function totalPointsOf(answer: Readonly<Record<string, unknown>> | null): number | undefined {
  if (answer === null) return undefined;
  const total = answer.totalPoints;
  if (typeof total === 'number' && Number.isFinite(total) && total >= 0) return Math.floor(total);
  const points = answer.points;
  if (points === null || typeof points !== 'object') return undefined;
  const values = Object.values(points);
  if (!values.every((value) => typeof value === 'number' && Number.isFinite(value))) return undefined;
  return values.reduce((sum: number, value) => sum + Number(value), 0);
}

export interface PointsCache {
  /** The points for a query: cached for the TTL; a failure (undefined) is not kept, so the next page asks again. */
  get(query: PointsQuery, load: () => Promise<number | undefined>): Promise<number | undefined>;
}

/** A process-wide TTL cache, bounded: the oldest entry goes first when it is full. */
export function createPointsCache({
  ttlMs = PAYBACK_POINTS_TTL_MS,
  maxEntries = 2_000,
  now = Date.now,
}: {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
} = {}): PointsCache {
  const entries = new Map<string, { points: Promise<number | undefined>; expires: number }>();
  return {
    get(query, load) {
      const key = pointsKey(query);
      const hit = entries.get(key);
      if (hit !== undefined && hit.expires > now()) return hit.points;
      entries.delete(key);
      const points = load().catch(() => undefined);
      entries.set(key, { points, expires: now() + ttlMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      void points.then((value) => {
        if (value === undefined && entries.get(key)?.points === points) entries.delete(key);
      });
      return points;
    },
  };
}
