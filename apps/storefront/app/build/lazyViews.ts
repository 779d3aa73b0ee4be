/**
 * Page views that load on demand, with their source files (relative to the app root, as Vite's manifest names
 * them). The category, landing and content views share the `/{all...}` route with the product view; importing
 * them statically put each page type's view into every other page type's first load. The build looks their
 * chunks up by these paths (scripts/lazyViewAssetsPlugin.ts) and fails when one is not a lazily loaded chunk.
 */
export const LAZY_VIEWS = {
  category: 'app/components/CategoryView.tsx',
  landingPage: 'app/components/LandingPageView.tsx',
  contentPage: 'app/components/ContentPageView.tsx',
} as const;
export type LazyViewName = keyof typeof LAZY_VIEWS;

/**
 * Parts of a page that hydrate from a chunk of their own once hydration reaches them (React keeps the server's
 * markup until then, and its links work as plain links): the home page's content blocks, the cart page's and a
 * category's recommendations and a product page's reviews and sliders, below what a shopper acts on first. Their
 * scripts are not preloaded, so they stay out of the page's first load; their stylesheets are linked by the page, so
 * the server-rendered part is styled from the first paint and without JavaScript.
 */
export const LAZY_ISLANDS = {
  // Both sit in the shop frame, whose stylesheet the page links already.
  cmsContent: { source: 'app/components/CmsContent.tsx', loadedWith: ['app/layouts/DefaultLayout.tsx'] },
  cartRecommendations: {
    source: 'app/components/recommendations/CartRecommendations.tsx',
    loadedWith: ['app/layouts/DefaultLayout.tsx'],
  },
  // Under a category's listing; its stylesheets come with the category view's (VIEW_ISLANDS).
  categoryRecommendations: {
    source: 'app/components/listing/CategoryRecommendations.tsx',
    loadedWith: ['app/layouts/DefaultLayout.tsx', 'app/routes/page.tsx', 'app/components/CategoryView.tsx'],
  },
  // Below a product page's buying box and description; the page's own stylesheets come with the catalogue route.
  productExtras: {
    source: 'app/components/product/ProductExtras.tsx',
    loadedWith: ['app/layouts/DefaultLayout.tsx', 'app/routes/page.tsx'],
  },
} as const;
export type LazyIslandName = keyof typeof LAZY_ISLANDS;

/**
 * The error page loads on demand too (components/LazyErrorPage.tsx). Its stylesheet is linked by the page that
 * renders it (root loader, `errorPageStyles`), so an error page is styled from the first paint, without
 * JavaScript, and when it goes out static (scripts/staticErrorPage.ts).
 */
export const LAZY_ERROR_PAGE = {
  errorPage: { source: 'app/components/ErrorPage.tsx', loadedWith: ['app/layouts/DefaultLayout.tsx'] },
} as const;

/** The islands a lazy view renders: a page rendering the view links their stylesheets with the view's own. */
export const VIEW_ISLANDS: Partial<Record<LazyViewName, readonly LazyIslandName[]>> = {
  category: ['categoryRecommendations'],
};

/** What a page rendering a lazy view needs beyond its route's own modules and stylesheets (public URLs). */
export interface LazyViewAssets {
  scripts: readonly string[];
  styles: readonly string[];
}
