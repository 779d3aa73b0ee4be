export type RateDecision = { allowed: true } | { allowed: false; resetSeconds: number };

/**
 * A one-second fixed window per access token. Contentful answers an exceeded window with 429 and
 * `X-Contentful-RateLimit-Reset` (seconds until the window reopens), which the SDK waits for before retrying.
 */
export function createRateLimiter(perSecond: number, now: () => number = Date.now) {
  const windows = new Map<string, { second: number; count: number }>();
  return {
    take(key: string): RateDecision {
      const second = Math.floor(now() / 1000);
      const current = windows.get(key);
      if (!current || current.second !== second) {
        windows.set(key, { second, count: 1 });
        return { allowed: true };
      }
      current.count += 1;
      if (current.count <= perSecond) return { allowed: true };
      // The window reopens within the second; Contentful sends whole seconds, so the answer is always 1.
      return { allowed: false, resetSeconds: 1 };
    },
  };
}
