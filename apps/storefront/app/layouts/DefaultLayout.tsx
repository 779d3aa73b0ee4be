import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from 'react-router';
import { ErrorPage } from '../components/ErrorPage';
import { ShopFooter } from '../components/ShopFooter';
import { ShopHeader } from '../components/ShopHeader';
import type { loader as rootLoader } from '../root';
import { loadMainNavigation } from '../server/navigation.server';
import { storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/DefaultLayout';

export async function loader({ request }: Route.LoaderArgs) {
  return { navigation: await loadMainNavigation(await storeApiFor(request)) };
}

function ShopFrame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const layout = useLoaderData<typeof loader>();
  const hideNavigation = root?.appMode ?? false;
  return (
    <>
      <ShopHeader navigation={layout?.navigation ?? []} hideNavigation={hideNavigation} />
      {children}
      <ShopFooter hideNavigation={hideNavigation} />
    </>
  );
}

/** Spec 2.2 default layout: header, page, footer. */
export default function DefaultLayout() {
  return (
    <ShopFrame>
      <Outlet />
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
