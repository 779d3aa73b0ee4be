export { CategoryTeaser } from './blocks/CategoryTeaser';
export { createDefaultBlockRegistry, defaultBlocks } from './blocks/defaultBlocks';
export { HeroTeaser } from './blocks/HeroTeaser';
export { LargeCategoryTeaser } from './blocks/LargeCategoryTeaser';
export { MediaTextTeaser } from './blocks/MediaTextTeaser';
export { ModuleSlider } from './blocks/ModuleSlider';
export { ProductSlider } from './blocks/ProductSlider';
export { useBlockSeen } from './blocks/useBlockSeen';
export type { CmsEntry } from './entry/cmsEntry';
export { contentTypeOf, isPublished, parseCmsEntry } from './entry/cmsEntry';
export {
  ContentError,
  ContentRequestError,
  ENTRY_NOT_FETCHED_MESSAGE,
  EntryNotFetchedError,
  isContentError,
  PageNotFoundError,
  ProductPageNotFoundError,
} from './errors';
export type { Platform, VisibilityContext } from './filter/filterEntries';
export {
  FILTER_DEPTH,
  filterEntries,
  filterEntry,
  isAppOnly,
  isEntryVisible,
  matchesShowIn,
} from './filter/filterEntries';
export type { CmsAsset } from './images/cmsAsset';
export { parseAsset } from './images/cmsAsset';
export type { ImageParams } from './images/imageUrl';
export { imageSrcSet, imageUrl } from './images/imageUrl';
export type { ResponsiveImageProps } from './images/ResponsiveImage';
export { ResponsiveImage } from './images/ResponsiveImage';
export type { ShopLocale } from './loader/contentfulLocale';
export {
  DEFAULT_SHOP_LOCALE,
  isPreviewPath,
  SHOP_LOCALES,
  toContentfulLocale,
} from './loader/contentfulLocale';
export type {
  ContentLoader,
  ContentLoaderConfig,
  ContentResult,
  LoadOptions,
  MarketPageLookupOptions,
  PageLookupOptions,
} from './loader/createContentLoader';
export { createContentLoader } from './loader/createContentLoader';
export type {
  BlockComponent,
  BlockContext,
  BlockProps,
  BlockSeen,
  ProductLookup,
  ProductRequest,
  ProductTile,
  RenderProductPrice,
} from './render/blockProps';
export type { BlockRegistry } from './render/blockRegistry';
export { createBlockRegistry } from './render/blockRegistry';
export type { CmsBlocksProps } from './render/CmsBlocks';
export { CmsBlocks, FULL_WIDTH_IN_MAGAZINE, MAGAZINE_COLUMN_WIDTH } from './render/CmsBlocks';
export { collectProductRequest } from './render/collectProductRequest';
export type { BlockDecision } from './render/decideBlock';
export { decideBlock } from './render/decideBlock';
export type { CmsLabels } from './render/labels';
export { labelsFor } from './render/labels';
