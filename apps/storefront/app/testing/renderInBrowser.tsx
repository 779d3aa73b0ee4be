import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type ActionFunction,
  createMemoryRouter,
  type LoaderFunction,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { catalogueDataFor } from '../i18n/messages.server';
import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';
import { LOCALE_ROUTE_NAME, routeIdFor } from '../locale/routeId';
import { TEST_PAGE_ROUTE_NAME } from './renderInShop';

// React warns about updates outside act() unless the environment says it is a test.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export interface BrowserRenderOptions {
  /** The locale whose route delivers the texts; de-de unless given. */
  locale?: Locale;
  /** The page's path without the locale prefix, with its query. */
  path?: string;
  /** What the page's action answered to the form last sent (`useActionData`), as after a POST; none unless given. */
  actionData?: unknown;
  /** Loader data of the root route (`useRouteLoaderData('root')`: app mode, tracking); no root route unless given. */
  rootData?: unknown;
  /** The page's action: what forms and fetchers of the component send arrives here; none unless given. */
  action?: (request: Request) => unknown;
  /** The page's loader after the first render: what fetchers of the component load (e.g. the next page); null unless given. */
  loader?: (request: Request) => unknown;
}

export interface BrowserRender {
  /** The element the component is mounted in, attached to the test's document. */
  container: HTMLElement;
  /** Runs a shopper's action (a click, a change) and lets React and the stores it starts settle. */
  interact(action: () => void): Promise<void>;
  /** The router's current path and query, where links and navigations of the component led. */
  location(): string;
  /** Lets what the page started on its own settle (a module loaded on demand, a timer): one macrotask. */
  settle(): Promise<void>;
  unmount(): Promise<void>;
}

/**
 * Mounts a component as the page app does after hydration, for what only JavaScript shows (a dialog's choices, a
 * store's state): inside a memory data router whose locale route carries that language's real catalogue, as
 * renderInShop's static one does. For test files that run in a DOM (`@vitest-environment happy-dom`).
 */
export async function renderInBrowser(
  element: ReactElement,
  { locale = 'de-de', path = '/', actionData, rootData, action, loader }: BrowserRenderOptions = {},
): Promise<BrowserRender> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const localeRouteId = routeIdFor(LOCALE_ROUTE_NAME, locale);
  const pageRouteId = routeIdFor(TEST_PAGE_ROUTE_NAME, locale);
  const catalogue = catalogueDataFor(locale);
  // The index and the splat route both stand for the page.
  const pageLoader: LoaderFunction = ({ request }) => loader?.(request) ?? null;
  const pageAction: ActionFunction | undefined = action && (({ request }) => action(request));
  const localeRoute: RouteObject = {
    id: localeRouteId,
    path: `/${locale}`,
    loader: () => catalogue,
    children: [
      {
        id: routeIdFor(`${TEST_PAGE_ROUTE_NAME}.index`, locale),
        index: true,
        loader: pageLoader,
        action: pageAction,
        element,
      },
      {
        id: pageRouteId,
        path: '*',
        loader: pageLoader,
        action: pageAction,
        element,
      },
    ],
  };
  const router = createMemoryRouter(
    rootData === undefined
      ? [localeRoute]
      : [{ id: 'root', loader: () => rootData, children: [localeRoute] }],
    {
      initialEntries: [localePath(path, locale)],
      // As after hydration: the loaders' answers are there, none runs again.
      hydrationData: {
        loaderData: {
          [localeRouteId]: catalogue,
          [routeIdFor(`${TEST_PAGE_ROUTE_NAME}.index`, locale)]: null,
          [pageRouteId]: null,
          ...(rootData === undefined ? {} : { root: rootData }),
        },
        ...(actionData === undefined ? {} : { actionData: { [pageRouteId]: actionData } }),
      },
    },
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  return {
    container,
    interact: (action) => act(async () => action()),
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    settle: () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0))),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
      router.dispose();
    },
  };
}
