import type { Hono } from 'hono';
import { SANDBOX_CONTENT } from '../content/index.js';
import { mailStorefrontOrigin } from '../customer/storefront-url.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { CURRENCY_IDS, LANGUAGES, MARKETS } from '../seed/markets.js';

export interface MarketInfo {
  id: string;
  accessKey: string;
  salesChannelId: string;
  locales: readonly string[];
  currency: string;
  currencyId: string;
  languageIds: string[];
}

/** What the `contentful` SDK needs to read the sandbox: `createClient({ space, accessToken, host, insecure })`. */
export interface ContentInfo {
  space: string;
  environment: string;
  deliveryToken: string;
  previewToken: string;
  /** host:port for the SDK's `host` option; delivery and preview share it (the token decides). */
  host: string;
  previewHost: string;
  /** The SDK's `basePath` option: empty, the API sits at the root. */
  basePath: string;
  insecure: boolean;
  /** The delivery API base of the environment, for curl. */
  url: string;
}

export interface SandboxInfo {
  storeApiUrl: string;
  /** Where an order's mail links the shopper to (SANDBOX_STOREFRONT_ORIGINS' first origin). */
  mailStorefrontOrigin: string;
  markets: MarketInfo[];
  content: ContentInfo;
}

export function sandboxInfo(origin: string): SandboxInfo {
  const { host, protocol } = new URL(origin);
  const { space, environment, deliveryToken, previewToken } = SANDBOX_CONTENT;
  return {
    storeApiUrl: `${origin}/store-api`,
    mailStorefrontOrigin: mailStorefrontOrigin(),
    markets: MARKETS.map((market) => ({
      id: market.code,
      accessKey: market.accessKey,
      salesChannelId: market.salesChannelId,
      locales: market.locales,
      currency: market.currency,
      currencyId: CURRENCY_IDS[market.currency],
      languageIds: market.languages.map((code) => LANGUAGES[code].id),
    })),
    content: {
      space,
      environment,
      deliveryToken,
      previewToken,
      host,
      previewHost: host,
      basePath: '',
      insecure: protocol === 'http:',
      url: `${origin}/spaces/${space}/environments/${environment}`,
    },
  };
}

export function registerSandboxInfoRoute(app: Hono, deps: SandboxDeps): void {
  app.get('/sandbox/info', (c) => c.json(sandboxInfo(deps.origin())));
}
