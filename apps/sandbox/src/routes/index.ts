import type { Hono } from 'hono';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { registerCategoryRoutes } from './categories.js';
import { registerContextRoutes } from './context.js';
import { registerListingRoutes } from './product-listing.js';
import { registerProductRoutes } from './products.js';
import { registerSystemListRoutes } from './system-lists.js';

export function registerStoreApiRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  registerContextRoutes(api, deps);
  registerSystemListRoutes(api, deps);
  registerCategoryRoutes(api, deps);
  registerProductRoutes(api, deps);
  registerListingRoutes(api, deps);
}
