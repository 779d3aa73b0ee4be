import type { Hono } from 'hono';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { AppEnv } from '../http/env.js';
import { registerAccountRoutes } from './account.js';
import { registerAccountAddressRoutes } from './account-address.js';
import { registerCartRoutes } from './cart.js';
import { registerCategoryRoutes } from './categories.js';
import { registerCheckoutOrderRoute } from './checkout-order.js';
import { registerConfigRoute } from './config.js';
import { registerContactFormRoute } from './contact-form.js';
import { registerContextRoutes } from './context.js';
import { registerNewsletterRoutes } from './newsletter.js';
import { registerOrderRoutes } from './order.js';
import { registerPaybackRoutes } from './payback.js';
import { registerPaymentRoutes } from './payment.js';
import { registerPersonalisationRoutes } from './personalisation.js';
import { registerListingRoutes } from './product-listing.js';
import { registerProductRoutes } from './products.js';
import { registerReviewRoutes } from './review.js';
import { registerSeoFilterUrlRoutes } from './seo-filter-url.js';
import { registerSeoUrlRoute } from './seo-url.js';
import { registerStructuredDataRoutes } from './structured-data.js';
import { registerSystemListRoutes } from './system-lists.js';
import { registerWishlistRoutes } from './wishlist.js';

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
  registerCartRoutes(api, deps);
  registerAccountRoutes(api, deps);
  registerAccountAddressRoutes(api, deps);
  registerWishlistRoutes(api, deps);
  registerNewsletterRoutes(api, deps);
  registerReviewRoutes(api, deps);
  registerContactFormRoute(api, deps);
  registerPaybackRoutes(api, deps);
  registerPaymentRoutes(api, deps);
  // Orders: placement, listing, cancel, payment change, documents, downloads, returns.
  registerCheckoutOrderRoute(api, deps);
  registerOrderRoutes(api, deps);
  registerPersonalisationRoutes(api, deps);
}
