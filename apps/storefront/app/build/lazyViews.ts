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

/** What a page rendering a lazy view needs beyond its route's own modules and stylesheets (public URLs). */
export interface LazyViewAssets {
  scripts: readonly string[];
  styles: readonly string[];
}
