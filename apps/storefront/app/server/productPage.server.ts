import type { Product, ProductDetail } from '@beautyshop/store-api-client';
import { productAvailability } from '../catalogue/productAvailability';
import { productPrice } from '../catalogue/productPrice';
import { reviewsPageOf } from '../catalogue/productReviews';
import { productTile, translated } from '../catalogue/productTile';
import { productLink } from '../links/productLink';
import { localePath } from '../locale/fromPath';
import { loadSetContent } from './productBundle.server';
import { loadReviews, type ReviewsSection } from './productReviews.server';
import { secondarySection } from './productSection.server';
import { loadCrossSellingSliders, loadRecommendations } from './productSliders.server';
import { loadVariantGroups } from './productVariants.server';
import type { RequestStoreApi } from './storeApi.server';

/** The gallery's images: the product's media in their order, else its cover. */
function galleryOf(product: Product, name: string) {
  const media = [...(product.media ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const entries = media.length > 0 ? media : product.cover ? [product.cover] : [];
  return entries.map((entry) => ({
    src: entry.media.url,
    alt: entry.media.alt || name,
    thumbnails: (entry.media.thumbnails ?? []).map((thumbnail) => ({
      width: thumbnail.width,
      url: thumbnail.url,
    })),
  }));
}

const FAILED_REVIEWS: ReviewsSection = { state: 'failed' };

/** The product read that every other call of the page depends on (a parent id answers its best variant). */
export async function readProductDetail(
  storeApi: RequestStoreApi,
  productId: string,
): Promise<ProductDetail> {
  return storeApi.client.catalogue.readProduct(productId, {
    associations: { manufacturer: {}, media: {}, cover: {}, deliveryTime: {}, options: {}, unit: {} },
  });
}

/** The page's own URL in the request's locale: its SEO path, else /detail/{id} (spec 2.3). */
export function productPagePath(storeApi: RequestStoreApi, product: Product): string {
  return localePath(productLink(product), storeApi.locale.locale);
}

/**
 * A product detail page from its product read: every section that depends on the product in parallel
 * (variants, reviews, cross-selling, set content, recommendations). Those are secondary: a failure leaves its
 * section empty, never the page broken. `url` carries the review page (`?reviews={n}`); without it the first
 * page is shown.
 */
export async function productPageOf(storeApi: RequestStoreApi, detail: ProductDetail, url?: URL) {
  const { product, configurator } = detail;
  const reviewsPage = url ? reviewsPageOf(url.searchParams) : 1;
  const id = product.id;
  const [variantGroups, reviews, crossSellings, setContent, recommendations] = await Promise.all([
    secondarySection('variants', id, () => loadVariantGroups(storeApi, product, configurator), []),
    secondarySection('reviews', id, () => loadReviews(storeApi, product, reviewsPage), FAILED_REVIEWS),
    secondarySection('cross-selling', id, () => loadCrossSellingSliders(storeApi, product), []),
    secondarySection('set content', id, () => loadSetContent(storeApi, product), undefined),
    secondarySection('recommendations', id, () => loadRecommendations(storeApi, product), []),
  ]);
  const tile = productTile(product, storeApi.locale);
  const price = productPrice(product);
  const availability = productAvailability(product);
  return {
    kind: 'product' as const,
    /** A path to this page that exists in every locale (the language switcher's target, spec 2.4). */
    alternatePath: `/detail/${product.id}`,
    product: {
      ...tile,
      // The page shows this variant's own price, not the family's 'from' price of a card.
      unitPrice: price.unitPrice,
      listPrice: price.listPrice,
      percentage: price.percentage,
      hasRange: false,
      productNumber: product.productNumber,
      description: translated(product, 'description', product.description ?? ''),
      metaTitle: translated(product, 'metaTitle', product.metaTitle ?? tile.name),
      metaDescription: translated(product, 'metaDescription', product.metaDescription ?? ''),
      available: availability.state !== 'soldOut',
      gallery: galleryOf(product, tile.name),
    },
    price,
    availability,
    variantGroups,
    rating: {
      average: product.ratingAverage,
      count: reviews.state === 'loaded' ? reviews.total : undefined,
    },
    reviews,
    setContent,
    crossSellings,
    recommendations,
  };
}

export type ProductPageData = Awaited<ReturnType<typeof productPageOf>>;

/** A product detail page by product id: the product read, then its sections. */
export async function loadProductPage(
  storeApi: RequestStoreApi,
  productId: string,
  url?: URL,
): Promise<ProductPageData> {
  return productPageOf(storeApi, await readProductDetail(storeApi, productId), url);
}
