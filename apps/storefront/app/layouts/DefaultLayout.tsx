import { Suspense } from 'react';
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from 'react-router';
import { isAppMode } from '../appMode';
import { ShopCartFrame } from '../cart/ShopCartFrame';
import { ErrorPage } from '../components/ErrorPage';
import { ShopFooter } from '../components/ShopFooter';
import { ShopHeader } from '../components/ShopHeader';
import { CountrySuggestion } from '../components/shell/CountrySuggestion';
import { shopRequestOf } from '../request/shopRequest';
import type { loader as rootLoader } from '../root';
import { loadCartFrame } from '../server/cartFrame.server';
import { loadFooterNavigation } from '../server/footerNavigation.server';
import { loadMainNavigation } from '../server/navigation.server';
import { storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/DefaultLayout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  // App mode (spec 1) shows neither navigation, so it does not load them.
  if (isAppMode(new URL(request.url).searchParams, shop.session.agent))
    return { navigation: [], footerNavigation: [], cartFrame: await loadCartFrame(storeApi, shop) };
  // Both navigations (and a shopper's cart) in parallel: the frame costs one Store API round trip.
  const [navigation, footerNavigation, cartFrame] = await Promise.all([
    loadMainNavigation(storeApi),
    loadFooterNavigation(storeApi),
    loadCartFrame(storeApi, shop),
  ]);
  return { navigation, footerNavigation, cartFrame };
}

function ShopFrame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const layout = useLoaderData<typeof loader>();
  const hideNavigation = root?.appMode ?? false;
  return (
    <ShopCartFrame
      cart={layout?.cartFrame.cart ?? null}
      wishlistOwner={layout?.cartFrame.wishlistOwner ?? 'guest'}
    >
      <ShopHeader navigation={layout?.navigation ?? []} hideNavigation={hideNavigation} />
      {/* Decided in the browser, so the CDN-cached HTML is the same for every shopper (see CountrySuggestion). */}
      {hideNavigation ? null : <CountrySuggestion />}
      {children}
      <ShopFooter navigation={layout?.footerNavigation ?? []} hideNavigation={hideNavigation} />
    </ShopCartFrame>
  );
}

/** Spec 2.2 default layout: header, page, footer. */
export default function DefaultLayout() {
  return (
    <ShopFrame>
      {/* Pages render some views lazily (app/build/lazyViews.ts). A boundary that stays mounted across pages means
          a client navigation keeps the previous page on screen until such a view has loaded (navigations are
          transitions), instead of showing an empty page; hydration waits for it without touching the frame. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </ShopFrame>
  );
}

/** Spec 2.5: errors of pages in this layout (the 404 above all) render inside it. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) throw error;
  return (
    <ShopFrame>
      <ErrorPage status={error.status} data={error.data} />
    </ShopFrame>
  );
}
