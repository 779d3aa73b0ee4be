import { type ComponentProps, type ComponentType, lazy } from 'react';
import { holdHydrationFor } from '../build/hydrationGate';
import type { LazyViewAssets, LazyViewName } from '../build/lazyViews';
import type { CategoryView } from './CategoryView';
import type { ContentPageView } from './ContentPageView';
import type { LandingPageView } from './LandingPageView';
import { ViewAssetLinks } from './ViewAssetLinks';

// Category, landing and content pages share the `/{all...}` route with product pages, whose view is that route's
// own code; these views load only for their pages (app/build/lazyViews.ts lists them for the build). On a client
// navigation a render suspends until its view has loaded: the default layout's Suspense boundary covers that.

/** Each view's component once its module has loaded: rendered directly from then on, without suspending. */
const loaded: {
  category?: typeof CategoryView;
  landingPage?: typeof LandingPageView;
  contentPage?: typeof ContentPageView;
} = {};

const loaders: Record<LazyViewName, () => Promise<ComponentType<never>>> = {
  category: () => import('./CategoryView').then((module) => (loaded.category = module.CategoryView)),
  landingPage: () =>
    import('./LandingPageView').then((module) => (loaded.landingPage = module.LandingPageView)),
  contentPage: () =>
    import('./ContentPageView').then((module) => (loaded.contentPage = module.ContentPageView)),
};

const CategoryViewChunk = lazy(() =>
  loaders.category().then(() => ({ default: loaded.category as typeof CategoryView })),
);
const LandingPageViewChunk = lazy(() =>
  loaders.landingPage().then(() => ({ default: loaded.landingPage as typeof LandingPageView })),
);
const ContentPageViewChunk = lazy(() =>
  loaders.contentPage().then(() => ({ default: loaded.contentPage as typeof ContentPageView })),
);

// In the browser, before hydration: the view the server rendered (its <main> names it) loads now, and hydration
// waits for it (app/build/hydrationGate.ts), so the page hydrates whole instead of around a view still loading.
if (typeof document !== 'undefined') {
  const name = document.querySelector('main[data-lazy-view]')?.getAttribute('data-lazy-view');
  if (name !== null && name !== undefined && Object.hasOwn(loaders, name)) {
    holdHydrationFor(loaders[name as LazyViewName]());
  }
}

/** A lazy view's props plus the chunks and stylesheets its page names (from the loader, see lazyViewAssets). */
type WithAssets<Props> = Props & { assets: LazyViewAssets };

export function LazyCategoryView({ assets, ...props }: WithAssets<ComponentProps<typeof CategoryView>>) {
  const View = loaded.category ?? CategoryViewChunk;
  return (
    <>
      <ViewAssetLinks assets={assets} />
      <View {...props} />
    </>
  );
}

export function LazyLandingPageView({
  assets,
  ...props
}: WithAssets<ComponentProps<typeof LandingPageView>>) {
  const View = loaded.landingPage ?? LandingPageViewChunk;
  return (
    <>
      <ViewAssetLinks assets={assets} />
      <View {...props} />
    </>
  );
}

export function LazyContentPageView({
  assets,
  ...props
}: WithAssets<ComponentProps<typeof ContentPageView>>) {
  const View = loaded.contentPage ?? ContentPageViewChunk;
  return (
    <>
      <ViewAssetLinks assets={assets} />
      <View {...props} />
    </>
  );
}
