/** How a category resolved through its SEO path is shown. */
export type CategoryPresentation = 'listing' | 'content' | 'notFound';

export interface CategoryFacts {
  /** Shopware's category type (spec 3): page, link or folder. */
  type: 'page' | 'link' | 'folder';
  /** Products in the category's listing (its first page's total). */
  productCount: number;
  /** A content `page` entry names the category (spec 2.4: CMS content plus listing). */
  hasContent: boolean;
}

/**
 * Issue 19: a category of type link or folder never renders as a listing (it has no products of its own), nor
 * does a page category that carries content and has no products (the shop's service and legal pages, which
 * Shopware keeps as categories in the footer tree): both show their content, or are the shop's 404 without any.
 * A page category with products keeps its content above the listing (spec 2.4).
 */
export function categoryPresentation({
  type,
  productCount,
  hasContent,
}: CategoryFacts): CategoryPresentation {
  if (type !== 'page') return hasContent ? 'content' : 'notFound';
  return hasContent && productCount === 0 ? 'content' : 'listing';
}
