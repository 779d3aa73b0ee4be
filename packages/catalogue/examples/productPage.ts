// `pnpm --filter @beautyshop/catalogue example`: the views of a category page and its first product, read from the
// sandbox (`pnpm sandbox`, or SHOPWARE_ENDPOINT and SHOPWARE_ACCESS_KEY for a real Shopware).

import {
  categoryPageView,
  crossSellingSliders,
  listingQueryFor,
  productPageView,
  readListingParams,
  reviewsCriteria,
  reviewsSection,
} from '@beautyshop/catalogue';
import { createStoreApiClient } from '@beautyshop/store-api-client';

const client = createStoreApiClient({
  endpoint: process.env.SHOPWARE_ENDPOINT ?? 'http://127.0.0.1:4000',
  accessKey: process.env.SHOPWARE_ACCESS_KEY ?? 'SWSCBEAUTYSHOPDE000000000',
});
// The shop writes its links under the shopper's locale prefix.
const localizePath = (path: string) => `/de-de${path}`;

const context = await client.context.readContext();
const categoryId = context.salesChannel.navigationCategoryId;
const params = readListingParams(new URLSearchParams('order=price-asc'));
const [category, listing] = await Promise.all([
  client.catalogue.readCategory(categoryId),
  client.catalogue.readProductListing(categoryId, listingQueryFor(params, 1)),
]);
const categoryPage = categoryPageView({ category, listing, params, page: 1, content: [] }, localizePath);
console.log(
  categoryPage.category.name,
  `${categoryPage.listing.total} products`,
  categoryPage.listing.facets,
);

const first = listing.elements[0];
if (first) {
  const { product } = await client.catalogue.readProduct(first.id);
  const reviews = await client.catalogue.readProductReviews(
    product.parentId ?? product.id,
    reviewsCriteria(1),
  );
  const page = productPageView(
    product,
    {
      variantGroups: [],
      reviews: reviewsSection(reviews.elements, reviews.total, 1, 'de-DE'),
      setContent: undefined,
      crossSellings: crossSellingSliders(
        await client.catalogue.readCrossSellings(product.id),
        product,
        localizePath,
      ),
      recommendations: [],
    },
    localizePath,
    // The page's texts for graduated prices (spec 9), in the shopper's language.
    { from: 'ab {n}', to: 'bis {n}' },
  );
  console.log(page.product.name, page.price, page.availability, page.rating);
}
