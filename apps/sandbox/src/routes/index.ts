import type { Hono } from 'hono';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { registerAccountRoutes } from './account.js';
import { registerAccountAddressRoutes } from './account-address.js';
import { registerCategoryRoutes } from './categories.js';
import { registerConfigRoute } from './config.js';
import { registerContextRoutes } from './context.js';
import { registerPersonalisationRoutes } from './personalisation.js';
import { registerListingRoutes } from './product-listing.js';
import { registerProductRoutes } from './products.js';
import { registerSeoFilterUrlRoutes } from './seo-filter-url.js';
import { registerSeoUrlRoute } from './seo-url.js';
import { registerStructuredDataRoutes } from './structured-data.js';
import { registerSystemListRoutes } from './system-lists.js';

/** Every Store API route of the sandbox; the personalisation routes come last because `{provider}` is a wildcard. */
export function registerStoreApiRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  registerContextRoutes(api, deps);
  registerSystemListRoutes(api, deps);
  registerConfigRoute(api, deps);
  registerCategoryRoutes(api, deps);
  registerProductRoutes(api, deps);
  registerListingRoutes(api, deps);
  registerSeoUrlRoute(api, deps);
  registerStructuredDataRoutes(api, deps);
  registerSeoFilterUrlRoutes(api, deps);
  registerAccountRoutes(api, deps);
  registerAccountAddressRoutes(api, deps);
  registerPersonalisationRoutes(api, deps);
}
