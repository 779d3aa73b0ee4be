import type { Doc, StoredEntity } from '../catalogue/entities/store.js';
import { guestContextDefaults } from '../context/guest-defaults.js';
import type { ContextRow } from '../context/store.js';
import { isId } from '../ids.js';
import { CURRENCY_IDS } from '../seed/markets.js';
import type { SandboxDeps } from './sandbox-deps.js';

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

const SYSTEM_LANGUAGE_FALLBACK = 'de';

/** The request's view of a shopper: sales channel, context, language chain (with Shopware's fallback) and currency. */
export function shopRequestFor(
  deps: SandboxDeps,
  salesChannel: StoredEntity,
  context: ContextRow,
  languageId: string,
  includeSeoUrls: boolean,
): ShopRequest {
  const fallbackLanguageId = deps.entities
    .list('language')
    .find((language) =>
      (language.doc.translationCode as { code: string }).code.startsWith(SYSTEM_LANGUAGE_FALLBACK),
    )?.id;
  const currencyId = isId(context.currencyId) ? context.currencyId : CURRENCY_IDS.EUR;
  const currency = deps.entities.render('currency', currencyId, [languageId]) ?? {};
  return {
    salesChannel,
    context,
    languageId,
    languageIdChain:
      fallbackLanguageId && fallbackLanguageId !== languageId
        ? [languageId, fallbackLanguageId]
        : [languageId],
    currency,
    currencyFactor: Number(currency.factor ?? 1),
    includeSeoUrls,
  };
}

/** A new guest of a sales channel, as a request without a context token sees it (for tests and the bench). */
export function guestShopRequest(
  deps: SandboxDeps,
  salesChannelId: string,
  options: { languageId?: string; includeSeoUrls?: boolean } = {},
): ShopRequest {
  const salesChannel = deps.entities.get('sales_channel', salesChannelId);
  if (!salesChannel) throw new Error(`sandbox: no sales channel ${salesChannelId}`);
  const context = deps.contexts.start(guestContextDefaults(salesChannel, options.languageId), undefined);
  return shopRequestFor(deps, salesChannel, context, context.languageId, options.includeSeoUrls ?? false);
}
