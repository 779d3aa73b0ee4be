import { productTile, translated } from '../catalogue/productTile';
import type { RequestStoreApi } from './storeApi.server';

/** A product detail page: the product with its manufacturer, media and prices. */
export async function loadProductPage(storeApi: RequestStoreApi, productId: string) {
  const { product } = await storeApi.client.catalogue.readProduct(productId, {
    associations: { manufacturer: {}, media: {}, cover: {}, deliveryTime: {} },
  });
  const tile = productTile(product, storeApi.locale);
  return {
    kind: 'product' as const,
    /** A path to this page that exists in every locale (the language switcher's target, spec 2.4). */
    alternatePath: `/detail/${product.id}`,
    product: {
      ...tile,
      productNumber: product.productNumber,
      description: translated(product, 'description', product.description ?? ''),
      metaTitle: translated(product, 'metaTitle', product.metaTitle ?? tile.name),
      metaDescription: translated(product, 'metaDescription', product.metaDescription ?? ''),
      available: product.available ?? product.stock > 0,
      gallery: (product.media ?? []).map((entry) => ({
        id: entry.id,
        src: entry.media.url,
        alt: entry.media.alt ?? tile.name,
        thumbnails: (entry.media.thumbnails ?? []).map((thumbnail) => ({
          width: thumbnail.width,
          url: thumbnail.url,
        })),
      })),
    },
  };
}
