import type { ContextRow, ContextStore } from '../context/store.js';
import type { RateLimiter } from '../customer/rate-limiter.js';
import type { SandboxDatabase } from '../db/open.js';
import type { Doc, EntityStore, StoredEntity } from '../entities/store.js';
import type { ListingIndex } from '../listing/listing-index.js';

/** What every Store API handler knows about the request once the access key and context are resolved. */
export interface ShopRequest {
  salesChannel: StoredEntity;
  context: ContextRow;
  languageId: string;
  languageIdChain: string[];
  currency: Doc;
  currencyFactor: number;
  includeSeoUrls: boolean;
}

export interface SandboxDeps {
  db: SandboxDatabase;
  entities: EntityStore;
  contexts: ContextStore;
  /** Column index of the listed products for category listings and search (built on first use). */
  listingIndex(): ListingIndex;
  /** Origin the sandbox is reachable at, e.g. http://127.0.0.1:4000 (known once the port is bound). */
  origin(): string;
  /** The clock of expiries and rate limits, in milliseconds since the epoch (tests move it instead of waiting). */
  now(): number;
  /** Shopware's rate limiters (login, recovery, newsletter, contact form), their state in SQLite. */
  rateLimiter: RateLimiter;
}

export interface AppEnv {
  Variables: { shop: ShopRequest };
}
