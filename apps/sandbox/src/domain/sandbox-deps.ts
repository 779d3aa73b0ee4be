import type { CartStore } from '../cart/cart-store.js';
import type { EntityStore } from '../catalogue/entities/store.js';
import type { ListingIndex } from '../catalogue/listing/listing-index.js';
import type { ContextStore } from '../context/store.js';
import type { RateLimiter } from '../customer/rate-limiter.js';
import type { SandboxDatabase } from '../db/open.js';

/** What the domain modules work with over one open database; the HTTP layer only passes it through. */
export interface SandboxDeps {
  db: SandboxDatabase;
  entities: EntityStore;
  contexts: ContextStore;
  carts: CartStore;
  /** Column index of the listed products for category listings and search (built on first use). */
  listingIndex(): ListingIndex;
  /** Origin the sandbox is reachable at, e.g. http://127.0.0.1:4000 (known once the port is bound). */
  origin(): string;
  /** The clock of expiries and rate limits, in milliseconds since the epoch (tests move it instead of waiting). */
  now(): number;
  /** Shopware's rate limiters (login, recovery, newsletter, contact form), their state in SQLite. */
  rateLimiter: RateLimiter;
}
