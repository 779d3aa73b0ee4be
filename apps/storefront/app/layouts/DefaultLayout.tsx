import { Suspense } from 'react';
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from 'react-router';
import { ShopCartFrame } from '../cart/ShopCartFrame';
import { ImitationNotice } from '../components/account/ImitationNotice';
import { LazyErrorPage as ErrorPage } from '../components/LazyErrorPage';
import { ShippingInfoContext } from '../components/product/shippingInfo';
import { ShopFooter } from '../components/ShopFooter';
import { ShopHeader } from '../components/ShopHeader';
import { LazyCountrySuggestion } from '../components/shell/LazyCountrySuggestion';
import type { loader as rootLoader } from '../root';
import { loadShopFrame } from '../server/shopFrame.server';
import type { Route } from './+types/DefaultLayout';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadShopFrame(request, context);
}

export function ShopFrame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const layout = useLoaderData<typeof loader>();
  const hideNavigation = root?.appMode ?? false;
  return (
    // The shipping page is linked beside every price: the header's suggestions and the side cart's too. (The forms
    // that name the privacy or terms page read them from this layout's data: components/legal/LegalText.tsx.)
    <ShippingInfoContext.Provider value={layout?.legalLinks.shippingInfo}>
      <ShopCartFrame
        cart={layout?.cartFrame.cart ?? null}
        wishlistOwner={layout?.cartFrame.wishlistOwner ?? 'guest'}
      >
        {layout?.imitation ? <ImitationNotice name={layout.imitation.name} /> : null}
        <ShopHeader navigation={layout?.navigation ?? []} hideNavigation={hideNavigation} />
        {/* Decided in the browser, so the CDN-cached HTML is the same for every shopper (see CountrySuggestion). */}
        {hideNavigation ? null : <LazyCountrySuggestion />}
        {children}
        <ShopFooter navigation={layout?.footerNavigation ?? []} hideNavigation={hideNavigation} />
      </ShopCartFrame>
    </ShippingInfoContext.Provider>
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
