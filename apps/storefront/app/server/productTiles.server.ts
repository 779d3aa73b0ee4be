import { type ProductTile, productTile } from '../catalogue/productTile';
import { inRequestedOrder } from '../catalogue/productTileIds';
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
  return inRequestedOrder(
    ids,
    list.elements.map((product) => productTile(product, storeApi.locale)),
  );
}
