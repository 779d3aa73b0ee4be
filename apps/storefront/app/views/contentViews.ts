import type { CategoryPageView } from '@beautyshop/catalogue';
import type { CmsAsset, ProductTile as CmsProductTile } from '@beautyshop/cms-renderer';

/**
 * Views of content-managed pages as the shop's components take them. They are declared here, not inferred from a
 * loader: a loader whose answer stops matching fails the typecheck at its route instead of silently changing
 * what a component receives.
 */

/**
 * A product a content slider names: the renderer's card plus the number an editor may name it by, with a price
 * always (the shop's cards show 'from' for a family whose variants differ).
 */
export type SliderProduct = CmsProductTile & { productNumber: string; unitPrice: number; hasRange: boolean };

/** Content blocks above a category's listing, with the products their sliders name. */
export interface CategoryContent {
  /** The content entry's title, when there is an entry. */
  title?: string | undefined;
  blocks: unknown[];
  products: SliderProduct[];
}

/** A link to one of a category's SEO filter pages (spec 7.1 `/seo-filter-url/{...}`). */
export interface FilterLink {
  /** The brand the page stands for: the filter form goes straight to the page when it selects that brand alone. */
  id: string;
  label: string;
  href: string;
}

/** A category page: the catalogue's view with the content above its listing. */
export type CategoryPageData = CategoryPageView<CategoryContent> & {
  /** Links to the category's brand filter pages; none when the Store API gave none. */
  filterLinks?: readonly FilterLink[];
  /**
   * On an SEO filter page, the category's own listing path: the filter form starts from it (the filter page's
   * filters are in its path, where the form could not take them off).
   */
  listingPath?: string;
};

/** A content page at /{all...}: a magazine article or a plain page of blocks. */
export interface ContentPageData {
  id: string;
  kind: 'magazine' | 'page';
  title: string;
  headline: string | undefined;
  description: string | undefined;
  author: { name: string; position: string | undefined; image: CmsAsset | undefined } | undefined;
  media: { desktop: CmsAsset; mobile: CmsAsset | undefined; alt: string } | undefined;
  /** Blocks above the page header, full width. */
  blocksAbove: readonly unknown[];
  /** The page's blocks, then the article's inner blocks (spec 2.6: narrowed inside a magazine page). */
  blocks: readonly unknown[];
}

/** What a landing page shows above its content blocks. */
export interface LandingPageHeading {
  name: string;
  metaDescription: string;
}
