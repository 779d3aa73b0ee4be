import type { ShopRequest } from '../domain/shop-request.js';

// Re-exported for route modules written against the earlier layout (the accounts routes import them from here).
export type { SandboxDeps } from '../domain/sandbox-deps.js';
export type { ShopRequest } from '../domain/shop-request.js';
export interface AppEnv {
  Variables: { shop: ShopRequest };
}
