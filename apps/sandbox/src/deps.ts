import { CartStore } from './cart/cart-store.js';
import { EntityStore } from './catalogue/entities/store.js';
import { ListingIndex } from './catalogue/listing/listing-index.js';
import { ContextStore } from './context/store.js';
import type { SandboxDatabase } from './db/open.js';
import type { SandboxDeps } from './domain/sandbox-deps.js';

/**
 * What the routes work with, over one open database. The listing index is built here, before anything listens
 * (about 3 s at 100,000 products), so no shopper's request waits for it.
 */
export function createSandboxDeps(db: SandboxDatabase, origin: () => string): SandboxDeps {
  const listingIndex = new ListingIndex(db);
  return {
    db,
    entities: new EntityStore(db),
    contexts: new ContextStore(db),
    carts: new CartStore(db),
    listingIndex: () => listingIndex,
    origin,
  };
}
