import { type ProductTile as CmsProductTile, collectProductRequest } from '@beautyshop/cms-renderer';
import { productTile } from '../catalogue/productTile';
import type { RequestStoreApi } from './storeApi.server';

export type SliderProduct = CmsProductTile & { productNumber: string };

/** Every product the page's sliders name, in two parallel Store API calls at most (no waterfall per slider). */
export async function loadCmsProducts(
  storeApi: RequestStoreApi,
  blocks: readonly unknown[],
): Promise<SliderProduct[]> {
  const { productIds, productNumbers } = collectProductRequest(blocks);
  const { catalogue } = storeApi.client;
  const [byId, byNumber] = await Promise.all([
    productIds.length > 0
      ? catalogue.readProducts({ ids: productIds, limit: productIds.length }).then((list) => list.elements)
      : Promise.resolve([]),
    catalogue.readProductsByNumber(productNumbers),
  ]);
  return [...byId, ...byNumber].map((product) => {
    const tile = productTile(product, storeApi.locale);
    return {
      id: tile.id,
      name: tile.name,
      href: tile.href,
      ...(tile.manufacturer ? { manufacturer: tile.manufacturer } : {}),
      ...(tile.image ? { image: tile.image } : {}),
      unitPrice: tile.unitPrice,
      ...(tile.listPrice !== undefined ? { listPrice: tile.listPrice } : {}),
      currency: storeApi.locale.currency,
      productNumber: product.productNumber,
    };
  });
}
