import { Writable } from 'node:stream';
import { Window } from 'happy-dom';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import type { MessageKey } from '../i18n/messages';
import { catalogueDataFor, localeCatalogue } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';
import { LOCALE_ROUTE_NAME, routeIdFor } from '../locale/routeId';

/** The route name of the page a component is rendered in (any name but the locale layout's). */
export const TEST_PAGE_ROUTE_NAME = 'component.test';

export interface ShopRenderOptions {
  /** The locale whose route delivers the texts, as in the shop; de-de unless given. */
  locale?: Locale;
  /** The page's path without the locale prefix, with its query: '/Skincare/?order=price-asc'. */
  path?: string;
  /** Loader data of the page route itself (components that read another page's data through the router). */
  pageData?: unknown;
  /**
   * What the page's action answered: the page is then rendered after a form POST, as a form sent without
   * JavaScript comes back (`useActionData`). Not with `outlet`: a POST is answered by the deepest route.
   */
  actionData?: unknown;
  /** Loader data of the root route (`useRouteLoaderData('root')`: app mode, tracking); no root route unless given. */
  rootData?: unknown;
  /** The page a layout shows in its `<Outlet />`; nothing unless given. */
  outlet?: ReactElement;
  /** The page route's name (spec 2.1), for components that ask which page they are on; TEST_PAGE_ROUTE_NAME unless given. */
  routeName?: string;
}

export interface ShopRender {
  /** The markup React wrote, every Suspense boundary resolved (the shop answers whole documents, onAllReady). */
  html: string;
  /** That markup parsed, for role and text queries (`@testing-library/dom`'s `within(screen)`). */
  screen: HTMLElement;
}

function renderAll(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      // As entry.server: every boundary stays in place, no script reveals it later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** Markup as a detached document's body, so queries see what a browser without JavaScript shows. */
export function parseMarkup(html: string): HTMLElement {
  const window = new Window({ url: 'http://shop.test/' });
  window.document.body.innerHTML = html;
  return window.document.body as unknown as HTMLElement;
}

/**
 * Server-renders a component as the shop does: inside a static data router whose locale route (its id carrying
 * the locale, spec 2.1) delivers that language's real message catalogue, so `useTranslate`, `useLocale`,
 * `useLocation` and `<Link>` work as on a page. The component is the page route's element.
 */
export async function renderInShop(
  element: ReactElement,
  {
    locale = 'de-de',
    path = '/',
    pageData,
    actionData,
    rootData,
    outlet,
    routeName = TEST_PAGE_ROUTE_NAME,
  }: ShopRenderOptions = {},
): Promise<ShopRender> {
  const page = () => pageData ?? null;
  if (outlet && actionData !== undefined) {
    throw new Error('[storefront] renderInShop: actionData is for a page, not for a layout with an outlet');
  }
  const action = actionData === undefined ? undefined : () => actionData;
  const localeRoute: RouteObject = {
    id: routeIdFor(LOCALE_ROUTE_NAME, locale),
    path: `/${locale}`,
    loader: () => catalogueDataFor(locale),
    // The locale's root ('/de-de') is the index route, any deeper path the splat: both render the component. A
    // layout is a pathless route around them instead, which render the page in its outlet.
    children: outlet
      ? [
          {
            id: routeIdFor(routeName, locale),
            loader: page,
            element,
            children: [
              {
                id: routeIdFor(`${routeName}.outlet.index`, locale),
                index: true,
                element: outlet,
              },
              { id: routeIdFor(`${routeName}.outlet`, locale), path: '*', element: outlet },
            ],
          },
        ]
      : [
          {
            id: routeIdFor(`${routeName}.index`, locale),
            index: true,
            loader: page,
            action,
            element,
          },
          { id: routeIdFor(routeName, locale), path: '*', loader: page, action, element },
        ],
  };
  const routes: RouteObject[] =
    rootData === undefined
      ? [localeRoute]
      : [{ id: 'root', loader: () => rootData, children: [localeRoute] }];
  const url = new URL(localePath(path, locale), 'http://shop.test');
  const request =
    actionData === undefined ? new Request(url) : new Request(url, { method: 'POST', body: new FormData() });
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    throw new Error(`[storefront] renderInShop: the test router answered ${context.status}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderAll(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { html, screen: parseMarkup(html) };
}

/** A text of the locale's real catalogue, as the page shows it: what a test expects in that language. */
export function textIn(
  locale: Locale,
  key: MessageKey,
  values?: Readonly<Record<string, string | number>>,
): string {
  return createTranslate(localeCatalogue(locale))(key, values);
}
