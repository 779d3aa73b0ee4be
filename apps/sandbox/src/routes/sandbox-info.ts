import type { Hono } from 'hono';
import type { SandboxDeps } from '../http/env.js';
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

export interface SandboxInfo {
  storeApiUrl: string;
  markets: MarketInfo[];
}

export function sandboxInfo(origin: string): SandboxInfo {
  return {
    storeApiUrl: `${origin}/store-api`,
    markets: MARKETS.map((market) => ({
      id: market.code,
      accessKey: market.accessKey,
      salesChannelId: market.salesChannelId,
      locales: market.locales,
      currency: market.currency,
      currencyId: CURRENCY_IDS[market.currency],
      languageIds: market.languages.map((code) => LANGUAGES[code].id),
    })),
  };
}

export function registerSandboxInfoRoute(app: Hono, deps: SandboxDeps): void {
  app.get('/sandbox/info', (c) => c.json(sandboxInfo(deps.origin())));
}
