// The public API of @beautyshop/catalogue: the shop's catalogue rules and the views its pages render. No React,
// no requests: the caller reads the Store API (with @beautyshop/store-api-client) and hands the answers in.

export { activeFilterCount } from './activeFilterCount.js';
export {
  type AppendedPages,
  type AppendedPagesEvent,
  initialAppendedPages,
  nextPageOf,
  reduceAppendedPages,
} from './appendedPages.js';
export { appliedListingParams, type CurrentFilters } from './appliedFilters.js';
export {
  type CategoryPageView,
  type CategoryView,
  categoryPageView,
  type ListingSortingView,
  type ListingView,
  listingPageCount,
} from './categoryPage.js';
export {
  EXCLUDED_CROSS_SELLING_NAMES,
  findCrossSelling,
  generalCrossSellings,
  type NamedCrossSelling,
} from './crossSellings.js';
// Ids and links (spec 2.3)
export { isEntityId } from './entityId.js';
export { type FacetOption, type ListingFacets, listingFacets } from './listingFacets.js';
export { isSameListing, listingPageHref, searchPageHref } from './listingPageHref.js';
// Listings (spec 4, 5, 9)
export { type ListingParams, readListingParams } from './listingParams.js';
export { LISTING_LIMIT, listingQueryFor } from './listingQuery.js';
export {
  isPastLastPage,
  listingLinkSearch,
  listingRedirectOf,
  listingSearchOf,
  withoutEmptyValues,
} from './listingUrl.js';
// Product rules
export {
  LAST_ITEMS_THRESHOLD,
  type ProductAvailability,
  productAvailability,
} from './productAvailability.js';
export { MAX_TILE_BADGES, productBadges } from './productBadges.js';
export { isSetProduct, type SetContent, setContentOf } from './productBundle.js';
// Last seen products
export {
  LAST_SEEN_LIMIT,
  LAST_SEEN_STORAGE_KEY,
  type LastSeenEntry,
  lastSeenToShow,
  parseLastSeen,
  rememberProduct,
} from './productLastSeen.js';
export { asRootPath, type LinkableProduct, productLink } from './productLink.js';
export {
  DEFAULT_MAX_PURCHASE,
  type ProductDetailView,
  type ProductPageSections,
  type ProductPageView,
  type ProductRatingView,
  type PurchaseQuantity,
  productBreadcrumb,
  productGallery,
  productPageView,
  purchaseQuantity,
} from './productPage.js';
export {
  type ProductPrice,
  type ProductReferencePrice,
  type ProductTierPrice,
  priceAtMinimum,
  productPrice,
  type TierBound,
  type TierTexts,
  tierBound,
  tierLabels,
} from './productPrice.js';
// Reviews (spec 9 paging)
export {
  ALL_REVIEWS_COUNT_CRITERIA,
  REVIEWS_ANCHOR,
  REVIEWS_LANGUAGE_PARAM,
  REVIEWS_PARAM,
  REVIEWS_PER_PAGE,
  type ReviewsScope,
  type ReviewsSection,
  type ReviewView,
  reviewPageCount,
  reviewsCriteria,
  reviewsPageHref,
  reviewsPageOf,
  reviewsScopeHref,
  reviewsScopeOf,
  reviewsSection,
  reviewView,
} from './productReviews.js';
export {
  crossSellingSliders,
  distinctFromCrossSelling,
  isOtherProduct,
  type ProductSlider,
  recommendationTiles,
  recommendedTiles,
} from './productSliders.js';
// Views the shop's components take
export {
  type LocalizePath,
  type ProductImage,
  type ProductTile,
  productTile,
  translated,
} from './productTile.js';
export { inRequestedOrder, MAX_TILE_IDS, parseTileIds, type TileIdsResult } from './productTileIds.js';
export { PRODUCT_TILE_INCLUDES } from './productTileIncludes.js';
export {
  orderOptions,
  type VariantGroup,
  type VariantGroupInput,
  type VariantInput,
  type VariantOption,
  type VariantOptionInput,
  variantGroups,
  variantInputOf,
} from './productVariants.js';
// Writing a review (spec 2.4 write-review modal)
export {
  REVIEW_RULES,
  type ReviewField,
  type ReviewInput,
  type ReviewInputOutcome,
  type ReviewProblem,
  readReviewInput,
} from './reviewInput.js';
export { type SearchPageView, searchPageView } from './searchPage.js';
export { sizePropertyGroupIdOf } from './sizePropertyGroup.js';
export { sortBySize } from './sizeSort.js';
