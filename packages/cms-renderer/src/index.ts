export type { CmsEntry } from './entry/cmsEntry';
export { contentTypeOf, isPublished, parseCmsEntry } from './entry/cmsEntry';
export {
  ContentError,
  ContentRequestError,
  ENTRY_NOT_FETCHED_MESSAGE,
  EntryNotFetchedError,
  isContentError,
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
} from './loader/createContentLoader';
export { createContentLoader } from './loader/createContentLoader';
