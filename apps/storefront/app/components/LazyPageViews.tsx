import { type ComponentProps, lazy } from 'react';
import type { LazyViewAssets } from '../build/lazyViews';
import { ViewAssetLinks } from './ViewAssetLinks';

// Category, landing and content pages share the `/{all...}` route with product pages, whose view is that route's
// own code; these views load only for their pages (app/build/lazyViews.ts lists them for the build). A render
// suspends until its view has loaded: the default layout's Suspense boundary covers that.
const CategoryViewChunk = lazy(() =>
  import('./CategoryView').then((module) => ({ default: module.CategoryView })),
);
const LandingPageViewChunk = lazy(() =>
  import('./LandingPageView').then((module) => ({ default: module.LandingPageView })),
);
const ContentPageViewChunk = lazy(() =>
  import('./ContentPageView').then((module) => ({ default: module.ContentPageView })),
);

/** A lazy view's props plus the chunks and stylesheets its page names (from the loader, see lazyViewAssets). */
type WithAssets<Props> = Props & { assets: LazyViewAssets };

export function LazyCategoryView({ assets, ...props }: WithAssets<ComponentProps<typeof CategoryViewChunk>>) {
  return (
    <>
      <ViewAssetLinks assets={assets} />
      <CategoryViewChunk {...props} />
    </>
  );
}

export function LazyLandingPageView({
  assets,
  ...props
}: WithAssets<ComponentProps<typeof LandingPageViewChunk>>) {
  return (
    <>
      <ViewAssetLinks assets={assets} />
      <LandingPageViewChunk {...props} />
    </>
  );
}

export function LazyContentPageView({
  assets,
  ...props
}: WithAssets<ComponentProps<typeof ContentPageViewChunk>>) {
  return (
    <>
      <ViewAssetLinks assets={assets} />
      <ContentPageViewChunk {...props} />
    </>
  );
}
