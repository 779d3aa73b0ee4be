import { productTile } from '@beautyshop/catalogue';
import { collectProductRequest } from '@beautyshop/cms-renderer';
import { pathsIn } from '../locale/fromPath';
import type { SliderProduct } from '../views/contentViews';
import type { RequestStoreApi } from './storeApi.server';

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
  const localizePath = pathsIn(storeApi.locale.locale);
  return [...byId, ...byNumber].map((product) => {
    const tile = productTile(product, localizePath);
    return {
      id: tile.id,
      name: tile.name,
      href: tile.href,
      ...(tile.manufacturer ? { manufacturer: tile.manufacturer } : {}),
      ...(tile.image ? { image: tile.image } : {}),
      unitPrice: tile.unitPrice,
      ...(tile.listPrice !== undefined ? { listPrice: tile.listPrice } : {}),
      ...(tile.percentage !== undefined ? { percentage: tile.percentage } : {}),
      // Beside a reduced price the lowest price of the last 30 days (EU price rules, issue 19).
      ...(tile.lowestPrice30Days !== undefined ? { lowestPrice30Days: tile.lowestPrice30Days } : {}),
      // Spec 3: the same badges as on listing cards (issue 19: slider cards showed none).
      ...(tile.badges && tile.badges.length > 0 ? { badges: tile.badges } : {}),
      hasRange: tile.hasRange,
      currency: storeApi.locale.currency,
      productNumber: product.productNumber,
    };
  });
}
