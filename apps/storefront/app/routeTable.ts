import { TEXTS_PATH } from './i18n/textsPath.ts';
import { LOCALES, type Locale } from './locale/locales.ts';
import { LOCALE_ROUTE_NAME, routeIdFor } from './locale/routeId.ts';

/** Spec 2.2 layouts; each is a pathless layout route whose component frames its pages. */
export const LAYOUTS = {
  default: 'layouts/DefaultLayout.tsx',
  account: 'layouts/AccountLayout.tsx',
  checkout: 'layouts/CheckoutLayout.tsx',
  'checkout-init': 'layouts/CheckoutInitLayout.tsx',
  seopage: 'layouts/SeoPageLayout.tsx',
  'content-only': 'layouts/ContentOnlyLayout.tsx',
} as const;
export type LayoutName = keyof typeof LAYOUTS;
/** Resource routes (JSON for the browser) sit outside every layout. */
export type RouteLayout = LayoutName | 'none';

export interface PageRoute {
  /** Route name (spec 2.1); the route id is this name plus `___{locale}`. */
  name: string;
  /** Path without locale prefix and without trailing slash; undefined for the index route. */
  path: string | undefined;
  file: string;
  layout: RouteLayout;
}

/**
 * The pages of this shell (spec 2.2). Later issues add account, checkout and wishlist rows here; a layout without
 * pages is left out of the route tree.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { name: 'frontend.home.page', path: undefined, file: 'routes/home.tsx', layout: 'default' },
  { name: 'search', path: 'search', file: 'routes/search.tsx', layout: 'default' },
  { name: 'search-suggest', path: 'search/suggest', file: 'routes/searchSuggest.ts', layout: 'none' },
  { name: 'product-tiles', path: 'products/tiles', file: 'routes/productTiles.ts', layout: 'none' },
  { name: 'texts', path: `${TEXTS_PATH}/:version`, file: 'routes/texts.ts', layout: 'none' },
  {
    name: 'cart-recommendations',
    path: 'cart/recommendations',
    file: 'routes/cartRecommendations.ts',
    layout: 'none',
  },
  { name: 'error', path: 'error', file: 'routes/error.tsx', layout: 'default' },
  { name: 'frontend.detail.page', path: 'detail/:id', file: 'routes/detail.tsx', layout: 'default' },
  {
    name: 'frontend.landing.page',
    path: 'landingPage/:id',
    file: 'routes/landingPage.tsx',
    layout: 'default',
  },
  { name: 'seo-index', path: 'seo-index', file: 'routes/seoIndex.tsx', layout: 'seopage' },
  {
    name: 'frontend.navigation.page',
    path: 'navigation/:id',
    file: 'routes/navigation.tsx',
    layout: 'default',
  },
  // Issue 16: account, login and registration, newsletter (spec 2.2); mail links of the Store API
  // (/registration/confirm, /account/recover/password) land on their pages.
  { name: 'login', path: 'login', file: 'routes/account/login.tsx', layout: 'default' },
  { name: 'register', path: 'register', file: 'routes/account/register.tsx', layout: 'default' },
  {
    name: 'registration-confirm',
    path: 'registration/confirm',
    file: 'routes/account/registrationConfirm.tsx',
    layout: 'default',
  },
  {
    name: 'register-welcome',
    path: 'register/welcome',
    file: 'routes/account/welcome.tsx',
    layout: 'account',
  },
  {
    name: 'register-complete-profile',
    path: 'register/complete-profile',
    file: 'routes/account/completeProfile.tsx',
    layout: 'account',
  },
  { name: 'account', path: 'account', file: 'routes/account/overview.tsx', layout: 'account' },
  { name: 'account-profile', path: 'account/profile', file: 'routes/account/profile.tsx', layout: 'account' },
  { name: 'account-address', path: 'account/address', file: 'routes/account/address.tsx', layout: 'account' },
  { name: 'account-payment', path: 'account/payment', file: 'routes/account/payment.tsx', layout: 'account' },
  { name: 'account-order', path: 'account/order', file: 'routes/account/orders.tsx', layout: 'account' },
  {
    name: 'account-order-detail',
    path: 'account/order/:id',
    file: 'routes/account/orderDetail.tsx',
    layout: 'account',
  },
  {
    name: 'account-order-return',
    path: 'account/order/:id/return',
    file: 'routes/account/orderReturn.tsx',
    layout: 'account',
  },
  {
    name: 'account-order-return-success',
    path: 'account/order/:id/return/success',
    file: 'routes/account/orderReturnSuccess.tsx',
    layout: 'account',
  },
  // The order's files, streamed by the shop: the Store API's deep link code and context token stay on the server.
  {
    name: 'account-order-document',
    path: 'account/order/:id/document/:documentId',
    file: 'routes/account/orderDocument.ts',
    layout: 'none',
  },
  {
    name: 'account-order-download',
    path: 'account/order/:id/download/:downloadId',
    file: 'routes/account/orderDownload.ts',
    layout: 'none',
  },
  { name: 'account-logout', path: 'account/logout', file: 'routes/account/logout.ts', layout: 'none' },
  { name: 'account-recover', path: 'account/recover', file: 'routes/account/recover.tsx', layout: 'default' },
  {
    name: 'account-recover-password',
    path: 'account/recover/password',
    file: 'routes/account/recoverLink.ts',
    layout: 'none',
  },
  {
    name: 'reset-password',
    path: 'reset-password',
    file: 'routes/account/resetPassword.tsx',
    layout: 'default',
  },
  { name: 'social-login', path: 'social-login', file: 'routes/account/socialLogin.tsx', layout: 'none' },
  {
    name: 'imitate-customer',
    path: 'imitate-customer',
    file: 'routes/account/imitateCustomer.tsx',
    layout: 'default',
  },
  {
    name: 'newsletter-confirm',
    path: 'newsletter/confirm',
    file: 'routes/account/newsletterConfirm.tsx',
    layout: 'default',
  },
  { name: 'newsletter', path: 'newsletter/*', file: 'routes/account/newsletter.tsx', layout: 'default' },
  { name: 'unsubscribe', path: 'unsubscribe', file: 'routes/account/unsubscribe.tsx', layout: 'default' },
  // Issue 17: checkout, the order confirmation with its three outcome sub-routes, and its document proxies.
  { name: 'frontend.checkout.page', path: 'checkout', file: 'routes/checkout.tsx', layout: 'checkout' },
  // One route for /checkout/success/{id} and its sub-routes /inprogress, /paid, /unpaid (spec 2.2 and 4).
  {
    name: 'frontend.checkout.finish.page',
    path: 'checkout/success/:id/:view?',
    file: 'routes/checkoutSuccess.tsx',
    layout: 'checkout',
  },
  {
    name: 'checkout-order-document',
    path: 'checkout/success/:id/document/:documentId',
    file: 'routes/orderDocument.ts',
    layout: 'none',
  },
  {
    name: 'checkout-order-download',
    path: 'checkout/success/:id/download/:downloadId',
    file: 'routes/orderDownload.ts',
    layout: 'none',
  },
  // Issue 17: express checkout with the two wallets (spec 2.2): the checkout-init routes start it, the wallets
  // return to /amazon_pay/checkout for the summary and place order.
  {
    name: 'frontend.amazon-pay.init',
    path: 'amazon-pay',
    file: 'routes/walletInit.tsx',
    layout: 'checkout-init',
  },
  {
    name: 'frontend.amazon-pay.init-checkout',
    path: 'checkout/amazon-pay-init-checkout/:id',
    file: 'routes/walletInit.tsx',
    layout: 'checkout-init',
  },
  {
    name: 'frontend.amazon-pay.checkout',
    path: 'amazon_pay/checkout',
    file: 'routes/walletCheckout.tsx',
    layout: 'checkout',
  },
  // cart and wishlist (issue 15)
  { name: 'frontend.checkout.cart.page', path: 'checkout/cart', file: 'routes/cart.tsx', layout: 'default' },
  { name: 'cart-change', path: 'cart/change', file: 'routes/cartChange.ts', layout: 'none' },
  { name: 'frontend.wishlist.page', path: 'wishlist', file: 'routes/wishlist.tsx', layout: 'default' },
  { name: 'wishlist-change', path: 'wishlist/change', file: 'routes/wishlistChange.ts', layout: 'none' },
  // Issue 19: the contact form's confirmation (spec 2.2 /contact-success).
  {
    name: 'contact-success',
    path: 'contact-success',
    file: 'routes/contactSuccess.tsx',
    layout: 'default',
  },
  // Spec 2.2: /{all...} and /{all...}/p={page}; a splat cannot be followed by a segment, so the page reads the
  // trailing p={page} itself.
  { name: 'all', path: '*', file: 'routes/page.tsx', layout: 'default' },
];

export type RouteNode =
  | { kind: 'index'; file: string; id: string }
  | { kind: 'route'; path: string; file: string; id: string; children: RouteNode[] }
  | { kind: 'layout'; file: string; id: string; children: RouteNode[] };

function pagesOf(layout: RouteLayout, locale: Locale | undefined, pages: readonly PageRoute[]): RouteNode[] {
  return pages
    .filter((page) => page.layout === layout)
    .map((page): RouteNode => {
      const id = routeIdFor(page.name, locale);
      return page.path === undefined
        ? { kind: 'index', file: page.file, id }
        : { kind: 'route', path: page.path, file: page.file, id, children: [] };
    });
}

/** Spec 2.1: every route exists without a prefix and under each locale prefix, ids carrying `___{locale}`. */
export function buildRouteTree(pages: readonly PageRoute[] = PAGE_ROUTES): RouteNode[] {
  const prefixes: (Locale | undefined)[] = [undefined, ...LOCALES];
  return prefixes.map((locale): RouteNode => {
    const layouts = (Object.keys(LAYOUTS) as LayoutName[])
      .map(
        (layout): RouteNode => ({
          kind: 'layout',
          file: LAYOUTS[layout],
          id: routeIdFor(`layout.${layout}`, locale),
          children: pagesOf(layout, locale, pages),
        }),
      )
      .filter((node) => node.kind !== 'layout' || node.children.length > 0)
      .concat(pagesOf('none', locale, pages));
    const id = routeIdFor(LOCALE_ROUTE_NAME, locale);
    return locale === undefined
      ? { kind: 'layout', file: 'routes/locale.tsx', id, children: layouts }
      : { kind: 'route', path: locale, file: 'routes/locale.tsx', id, children: layouts };
  });
}
