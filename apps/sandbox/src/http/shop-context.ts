import type { MiddlewareHandler } from 'hono';
import { guestContextDefaults } from '../context/guest-defaults.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { type ShopRequest, shopRequestFor } from '../domain/shop-request.js';
import { InvalidAccessKeyError, LanguageNotAvailableError, MissingAccessKeyError } from '../errors.js';
import type { AppEnv } from './env.js';

/**
 * The shopper a request speaks for, from its `sw-access-key`, `sw-context-token`, `sw-language-id` and
 * `sw-include-seo-urls` headers: the sales channel, the stored context (or a new guest's) and the language.
 * The middleware runs it for every Store API request; the bench runs it for its direct baseline.
 */
export function resolveShopRequest(
  deps: SandboxDeps,
  header: (name: string) => string | undefined,
): ShopRequest {
  const accessKey = header('sw-access-key');
  if (!accessKey) throw new MissingAccessKeyError();
  const salesChannel = deps.entities
    .list('sales_channel')
    .find((channel) => channel.doc._accessKey === accessKey);
  if (!salesChannel) throw new InvalidAccessKeyError();
  const channelLanguageIds = salesChannel.doc._languageIds as string[];

  const requestedLanguageId = header('sw-language-id');
  if (requestedLanguageId !== undefined && !channelLanguageIds.includes(requestedLanguageId)) {
    throw new LanguageNotAvailableError(requestedLanguageId.slice(0, 64));
  }

  const token = header('sw-context-token');
  let context = token && token.length <= 64 ? deps.contexts.find(token, salesChannel.id) : undefined;
  if (!context) {
    context = deps.contexts.start(guestContextDefaults(salesChannel, requestedLanguageId), token);
  }
  const includeSeoUrls = header('sw-include-seo-urls') === 'true' || header('sw-include-seo-urls') === '1';
  return shopRequestFor(
    deps,
    salesChannel,
    context,
    requestedLanguageId ?? context.languageId,
    includeSeoUrls,
  );
}

/**
 * Resolves the shopper (resolveShopRequest) for every Store API request, and writes the token back on every
 * response.
 */
export function shopContext(deps: SandboxDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const shop = resolveShopRequest(deps, (name) => c.req.header(name));
    const token = shop.context.token;
    c.set('shop', shop);
    c.header('sw-context-token', token);
    await next();
    // Only a route that replaced the context (a login, a new token) changes the header: setting a header on a
    // finished answer makes Hono rebuild it as a full Response, which costs a large listing about 2 ms.
    const finalToken = c.get('shop').context.token;
    if (finalToken !== token) c.header('sw-context-token', finalToken);
  };
}
