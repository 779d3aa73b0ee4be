import { inRequestedOrder, type ProductTile, productTile } from '@beautyshop/catalogue';
import { pathsIn } from '../locale/fromPath';
import type { RequestStoreApi } from './storeApi.server';

/** Product cards for a list of ids (the last-seen slider), in the order asked for; unknown ids are left out. */
export async function loadProductTiles(
  storeApi: RequestStoreApi,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<ProductTile[]> {
  const list = await storeApi.client.catalogue.readProducts(
    { filter: [{ type: 'equalsAny', field: 'id', value: [...ids] }], limit: ids.length },
    { signal },
  );
  const localizePath = pathsIn(storeApi.locale.locale);
  return inRequestedOrder(
    ids,
    list.elements.map((product) => productTile(product, localizePath)),
  );
}
