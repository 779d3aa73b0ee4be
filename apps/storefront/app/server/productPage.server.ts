import {
  distinctFromCrossSelling,
  type ProductPageView,
  productLink,
  productPageView,
  type ReviewsSection,
  reviewsPageOf,
  reviewsScopeOf,
  type TierTexts,
} from '@beautyshop/catalogue';
import type { Product, ProductDetail } from '@beautyshop/store-api-client';
import type { LazyViewAssets } from '../build/lazyViews';
import { localeMessages } from '../i18n/messages.server';
import { localePath, pathsIn } from '../locale/fromPath';
import type { Locale } from '../locale/locales';
import { paybackPointsFor } from '../loyalty/paybackPoints.server';
import { lazyIslandStyles } from './lazyViewAssets.server';
import { loadSetContent } from './productBundle.server';
import { loadReviews } from './productReviews.server';
import { secondarySection } from './productSection.server';
import { loadCrossSellingSliders, loadRecommendations, NO_RECOMMENDATIONS } from './productSliders.server';
import { loadVariantGroups } from './productVariants.server';
import { anonymousCatalogueOf, type RequestStoreApi } from './storeApi.server';

const FAILED_REVIEWS: ReviewsSection = { state: 'failed' };

/** Spec 9: the page's texts of a graduated price's quantity ('from {n}', 'to {n}'), in the locale's texts. */
function tierTextsIn(locale: Locale): TierTexts {
  const messages = localeMessages(locale);
  return { from: messages['price.tierFrom'], to: messages['price.tierTo'] };
}

/** The product read that every other call of the page depends on (a parent id answers its best variant). */
export async function readProductDetail(
  storeApi: RequestStoreApi,
  productId: string,
): Promise<ProductDetail> {
  return storeApi.client.catalogue.readProduct(productId, {
    associations: { manufacturer: {}, media: {}, cover: {}, deliveryTime: {}, options: {}, unit: {} },
    // The shop lays out its own product page: Shopware's layout (its cross-selling slot holds whole products)
    // was nine tenths of the answer, read and parsed for nothing.
    excludes: { product: ['cmsPage'] },
  });
}

/** The page's own URL in the request's locale: its SEO path, else /detail/{id} (spec 2.3). */
export function productPagePath(storeApi: RequestStoreApi, product: Product): string {
  return localePath(productLink(product), storeApi.locale.locale);
}

/** The product page as the shop shows it: the catalogue's view plus the loyalty points of one piece (spec 7.1). */
export type ShopProductPage = ProductPageView & {
  paybackPoints?: number | undefined;
  /** Spec 7.2: the personalisation responses' events, for the page's tracking. */
  oscEvents: unknown[];
  /** The stylesheets of the reviews and sliders, which hydrate from a chunk of their own. */
  extrasAssets: LazyViewAssets;
};

/**
 * Spec 7.1: the points one piece of the product earns. Asked as an anonymous shopper, so the answer is the same
 * for everyone and the page stays shareable (a shopper's promotion codes show in the cart and checkout).
 */
async function productPaybackPoints(
  storeApi: RequestStoreApi,
  productId: string,
): Promise<number | undefined> {
  const client = await anonymousCatalogueOf(storeApi.locale);
  return paybackPointsFor(
    client,
    { market: storeApi.locale.market, contextToken: undefined },
    { [productId]: 1 },
  );
}

/**
 * A product detail page from its product read: every section that depends on the product in parallel
 * (variants, reviews, cross-selling, set content, recommendations). Those are secondary: a failure leaves its
 * section empty, never the page broken. `url` carries the review page (`?reviews={n}`); without it the first
 * page is shown.
 */
export async function productPageOf(
  storeApi: RequestStoreApi,
  detail: ProductDetail,
  url?: URL,
): Promise<ShopProductPage> {
  const { product, configurator } = detail;
  const reviewsPage = url ? reviewsPageOf(url.searchParams) : 1;
  const reviewsScope = url ? reviewsScopeOf(url.searchParams) : 'language';
  const id = product.id;
  const [variantGroups, reviews, crossSellings, setContent, recommendations, paybackPoints] =
    await Promise.all([
      secondarySection('variants', id, () => loadVariantGroups(storeApi, product, configurator), []),
      secondarySection(
        'reviews',
        id,
        () => loadReviews(storeApi, product, reviewsPage, reviewsScope),
        FAILED_REVIEWS,
      ),
      secondarySection('cross-selling', id, () => loadCrossSellingSliders(storeApi, product), []),
      secondarySection('set content', id, () => loadSetContent(storeApi, product), undefined),
      secondarySection(
        'recommendations',
        id,
        () => loadRecommendations(storeApi, product),
        NO_RECOMMENDATIONS,
      ),
      productPaybackPoints(storeApi, id).catch(() => undefined),
    ]);
  const view = productPageView(
    product,
    {
      variantGroups,
      reviews,
      setContent,
      crossSellings,
      recommendations: distinctFromCrossSelling(recommendations.tiles, crossSellings),
    },
    pathsIn(storeApi.locale.locale),
    tierTextsIn(storeApi.locale.locale),
  );
  // The page's tracking (app/tracking/pageView.ts) sends the oscEvents on; they are not part of the product's view.
  const page = {
    ...view,
    oscEvents: recommendations.oscEvents,
    extrasAssets: lazyIslandStyles('productExtras'),
  };
  return paybackPoints === undefined ? page : { ...page, paybackPoints };
}

/** A product detail page by product id: the product read, then its sections. */
export async function loadProductPage(
  storeApi: RequestStoreApi,
  productId: string,
  url?: URL,
): Promise<ShopProductPage> {
  return productPageOf(storeApi, await readProductDetail(storeApi, productId), url);
}
