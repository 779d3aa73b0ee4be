import type Database from 'better-sqlite3';
import type { Hono } from 'hono';
import { listSeedCatalogueRefs } from '../seed/catalogue-refs.js';
import { createContentApi } from './createContentApi.js';
import { isContentSeeded, migrateContent } from './migrateContent.js';
import { seedContent } from './seed/seedContent.js';

/**
 * The content space the sandbox serves. Fixed values, like the market access keys, so that a `.env` written
 * once keeps working across restarts and reseeds.
 */
export const SANDBOX_CONTENT = {
  space: 'beautyshop',
  environment: 'master',
  deliveryToken: 'sandbox-delivery-token',
  previewToken: 'sandbox-preview-token',
} as const;

/** Seeds the content of a catalogue database that has none yet (root-relative asset URLs work on every port). */
export function ensureSandboxContent(db: Database.Database): void {
  if (!isContentSeeded(db)) seedContent(db, listSeedCatalogueRefs(db), '');
}

/**
 * Serves the content delivery and preview APIs (`/spaces/...`) and their assets (`/content-assets/...`) from the
 * sandbox's own port. Requests are handed to the content app whole, so its Contentful-shaped error and not-found
 * answers apply rather than the Store API's.
 */
export function mountSandboxContent(app: Hono, db: Database.Database): void {
  migrateContent(db);
  const { space, environment, deliveryToken, previewToken } = SANDBOX_CONTENT;
  const content = createContentApi({ db, spaceId: space, environment, deliveryToken, previewToken });
  const forward = (c: { req: { raw: Request } }) => content.fetch(c.req.raw);
  app.all('/spaces/*', forward);
  app.all('/content-assets/*', forward);
}
