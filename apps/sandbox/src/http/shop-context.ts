import type { MiddlewareHandler } from 'hono';
import { guestContextDefaults } from '../context/guest-defaults.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { shopRequestFor } from '../domain/shop-request.js';
import { InvalidAccessKeyError, LanguageNotAvailableError, MissingAccessKeyError } from '../errors.js';
import type { AppEnv } from './env.js';

/**
 * Resolves the sales channel from `sw-access-key`, loads or creates the shopper context for
 * `sw-context-token`, applies `sw-language-id`, and writes the token back on every response.
 */
export function shopContext(deps: SandboxDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const accessKey = c.req.header('sw-access-key');
    if (!accessKey) throw new MissingAccessKeyError();
    const salesChannel = deps.entities
      .list('sales_channel')
      .find((channel) => channel.doc._accessKey === accessKey);
    if (!salesChannel) throw new InvalidAccessKeyError();
    const channelLanguageIds = salesChannel.doc._languageIds as string[];

    const requestedLanguageId = c.req.header('sw-language-id');
    if (requestedLanguageId !== undefined && !channelLanguageIds.includes(requestedLanguageId)) {
      throw new LanguageNotAvailableError(requestedLanguageId.slice(0, 64));
    }

    const token = c.req.header('sw-context-token');
    let context = token && token.length <= 64 ? deps.contexts.find(token, salesChannel.id) : undefined;
    if (!context) {
      context = deps.contexts.start(guestContextDefaults(salesChannel, requestedLanguageId), token);
    }
    const includeSeoUrls =
      c.req.header('sw-include-seo-urls') === 'true' || c.req.header('sw-include-seo-urls') === '1';
    c.set(
      'shop',
      shopRequestFor(deps, salesChannel, context, requestedLanguageId ?? context.languageId, includeSeoUrls),
    );
    c.header('sw-context-token', context.token);
    await next();
    // Only a route that replaced the context (a login, a new token) changes the header: setting a header on a
    // finished answer makes Hono rebuild it as a full Response, which costs a large listing about 2 ms.
    const finalToken = c.get('shop').context.token;
    if (finalToken !== context.token) c.header('sw-context-token', finalToken);
  };
}
