import { data } from 'react-router';
import { z } from 'zod';
import type { ShopRequest } from '../request/shopRequest';
import { serverConfig } from './config.server';
import { loadPageContent } from './content.server';
import { storeApiFor } from './storeApi.server';

const pluginConfigSchema = z.looseObject({ error404PageCtfId: z.string().min(1).optional() });

/** Spec 2.5: the content-managed 404 entry, whose id is the plugin setting error404PageCtfId. */
async function notFoundContent(request: Request, shop: ShopRequest): Promise<unknown[]> {
  if (serverConfig().content === undefined) return [];
  const storeApi = await storeApiFor(request, shop);
  const config = pluginConfigSchema.safeParse(
    await storeApi.client.context.readConfig(storeApi.locale.locale),
  );
  const entryId = config.success ? config.data.error404PageCtfId : undefined;
  if (entryId === undefined) return [];
  const content = await loadPageContent(entryId, storeApi, new URL(request.url).pathname);
  return content?.blocks ?? [];
}

/**
 * Spec 2.3 and 2.5: an unknown path resolves to the 404 page titled 'Page Not Found' (in the shopper's language)
 * that shows the path, with the content-managed 404 entry when it can be loaded (its absence never turns a 404
 * into a 500).
 */
export async function notFound(request: Request, shop: ShopRequest): Promise<never> {
  const blocks = await notFoundContent(request, shop).catch((error: unknown) => {
    console.warn('[storefront] 404 content could not be loaded', error);
    return [];
  });
  throw data({ path: new URL(request.url).pathname, blocks }, { status: 404 });
}
