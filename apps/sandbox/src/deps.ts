import { CartStore } from './cart/cart-store.js';
import { EntityStore } from './catalogue/entities/store.js';
import { ListingIndex } from './catalogue/listing/listing-index.js';
import { ContextStore } from './context/store.js';
import { RateLimiter } from './customer/rate-limiter.js';
import type { SandboxDatabase } from './db/open.js';
import type { SandboxDeps } from './domain/sandbox-deps.js';

export interface SandboxDepsOptions {
  /** The clock of expiries and rate limits (default Date.now); tests pass one they can move. */
  now?: () => number;
}

/**
 * What the routes work with, over one open database. The listing index is built here, before anything listens
 * (about 3 s at 100,000 products), so no shopper's request waits for it.
 */
export function createSandboxDeps(
  db: SandboxDatabase,
  origin: () => string,
  options: SandboxDepsOptions = {},
): SandboxDeps {
  const listingIndex = new ListingIndex(db);
  const now = options.now ?? Date.now;
  return {
    db,
    entities: new EntityStore(db),
    contexts: new ContextStore(db),
    carts: new CartStore(db),
    listingIndex: () => listingIndex,
    origin,
    now,
    rateLimiter: new RateLimiter({ db, now }),
  };
}
