import '@beautyshop/ui/styles.css';
import '@beautyshop/cms-renderer/styles.css';
import './app.css';
import './tracking/consentDialog/consentDialog.css';
import { EARLY_CONSENT_SCRIPT } from '@beautyshop/tracking';
import { LinkProvider } from '@beautyshop/ui';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { isAppMode } from './appMode';
import { reloadAfterChunkError, useShopLifecycle } from './build/useShopLifecycle';
import { EARLY_ADDS_SCRIPT } from './cart/heldExternalAdds';
import { LazyErrorPage as ErrorPage } from './components/LazyErrorPage';
import { ShopLink } from './components/ShopLink';
import { NewBuildBanner } from './components/shell/NewBuildBanner';
import { PrefetchedPagesOnDemand } from './links/PrefetchedPagesOnDemand';
import { useLocale } from './locale/useLocale';
import { useNonce } from './nonce';
import { crossSiteMiddleware } from './request/crossSite';
import { scridMiddleware } from './request/scridMiddleware.server';
import { shopRequestMiddleware, shopRequestOf } from './request/shopRequest';
import { alternatePathOf } from './seo/alternatePath';
import { canonicalUrl, hreflangAlternates, robotsFor, skipsSeo } from './seo/canonical';
import { hreflangLinksOf, hreflangPathsOf } from './seo/hreflangPaths';
import { StructuredDataScripts } from './seo/StructuredDataScripts';
import { structuredDataOf } from './seo/structuredData';
import { THEME_COLOR } from './seo/themeColor';
import { serverConfig } from './server/config.server';
import { errorPageStyles } from './server/lazyViewAssets.server';
import { storeApiFor } from './server/storeApi.server';
import { consentDialogInHtml } from './tracking/consentDialogInHtml';
import { ShopTracking } from './tracking/ShopTracking';
import { loadTrackingData } from './tracking/trackingData.server';

/**
 * Spec 2.1: the locale, market and session of a request are read once, here, for every loader (issue 13); every
 * action behind them refuses cross-site requests (spec 9), so no route has to remember to.
 */
export const middleware: Route.MiddlewareFunction[] = [
  shopRequestMiddleware,
  crossSiteMiddleware,
  scridMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { appUrl } = serverConfig();
  const { session } = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const appMode = isAppMode(url.searchParams, session.agent);
  const tracking = await loadTrackingData(storeApi, session.contextToken !== undefined);
  return {
    appUrl,
    canonical: skipsSeo(url.pathname) ? undefined : canonicalUrl(appUrl, url.pathname),
    robots: robotsFor(url.pathname),
    appMode,
    tracking,
    // The built-in consent dialog goes into the HTML (ShopTracking) unless a hosted tool or the app asks instead,
    // with the inline script that opens it at first paint: data here, rather than a constant of every page's
    // first-load JavaScript.
    consentDialogScript: consentDialogInHtml(appMode, tracking.config) ? EARLY_CONSENT_SCRIPT : undefined,
    // Linked by the error page itself when one renders (build/lazyViews.ts, LAZY_ERROR_PAGE).
    errorPageStyles: errorPageStyles(),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const location = useLocation();
  const data = useRouteLoaderData<typeof loader>('root');
  const matches = useMatches();
  // Spec 2.1 hreflang: a category or product page names each locale's final URL (its SEO path there); other
  // pages whose path differs per language link the id form that exists in every locale.
  const hreflangPaths = hreflangPathsOf(matches);
  const alternatePath = alternatePathOf(matches) ?? location.pathname;
  const seo = !skipsSeo(location.pathname);
  const alternates =
    data && seo
      ? hreflangPaths
        ? hreflangLinksOf(data.appUrl, hreflangPaths)
        : hreflangAlternates(data.appUrl, alternatePath)
      : [];
  // The matched route's locale decides the language even when the root loader failed (spec 2.1).
  const locale = useLocale();
  return (
    <html lang={locale.tag} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Spec 7.2: widgets' add requests sent before the shop's modules run are held from here on. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the shop's own code, no input in it. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_ADDS_SCRIPT }} />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data?.robots ? <meta name="robots" content={data.robots} /> : null}
        {seo && data?.canonical ? <link rel="canonical" href={data.canonical} /> : null}
        {alternates.map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        <Meta />
        {seo ? <StructuredDataScripts items={structuredDataOf(matches)} /> : null}
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useShopLifecycle();
  return (
    <LinkProvider component={ShopLink}>
      <ShopTracking>
        <Outlet />
      </ShopTracking>
      <NewBuildBanner />
      <PrefetchedPagesOnDemand />
    </LinkProvider>
  );
}

/** Spec 2.5: fatal or unhandled errors switch the app to the error page, with the matching status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} data={error.data} />;
  }
  if (typeof window !== 'undefined') void reloadAfterChunkError(error);
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage status={500} data={undefined} />;
}
