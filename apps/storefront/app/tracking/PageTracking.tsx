import {
  PAGE_META_PUSH,
  type Platform,
  pageMetaRecord,
  selectItem,
  viewItem,
  viewItemList,
} from '@beautyshop/tracking';
import { useTrackingRuntime } from '@beautyshop/tracking/react';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { stripLocalePrefix } from '../locale/fromPath';
import { routeNameOf } from '../locale/routeId';
import { useLocale } from '../locale/useLocale';
import { type PageView, pageViewOf } from './pageView';
import type { TrackingData } from './trackingData.server';

/** A click on a link to one of the listed products (select_item), found by its path. */
function listedIndexOf(view: PageView, target: EventTarget | null): number {
  if (!view.list || !(target instanceof Element)) return -1;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return -1;
  const path = new URL(anchor.href, window.location.href).pathname;
  return view.list.products.findIndex((product) => product.href === path);
}

/**
 * Per page view (every navigation): the customer record and the page meta record (spec 3, with spec 9's page meta
 * timing), then the page's commerce events; clicks on listed products report select_item. All of it is held by the
 * tracker until consent. Cart and checkout pages add theirs when they exist.
 */
export function PageTracking({ data, platform }: { data: TrackingData | undefined; platform: Platform }) {
  const runtime = useTrackingRuntime();
  const location = useLocation();
  const matches = useMatches();
  const { locale, currency } = useLocale();
  const deepest = matches[matches.length - 1];
  const view = pageViewOf(routeNameOf(deepest?.id ?? ''), deepest?.loaderData);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per navigation (location.key).
  useEffect(() => {
    if (!runtime || !data) return;
    const path = stripLocalePrefix(location.pathname);
    runtime.promotions.reset();
    runtime.tracker.push(data.customer, PAGE_META_PUSH);
    runtime.tracker.push(
      pageMetaRecord({
        platform,
        locale,
        currency,
        customerId: data.customerId,
        path,
        // React Router has rendered the page's <title> by now.
        title: document.title,
        type: view.type,
        breadcrumb: view.breadcrumb,
      }),
      PAGE_META_PUSH,
    );
    if (view.list) runtime.tracker.push(viewItemList(view.list, view.list.products));
    if (view.product) runtime.tracker.push(viewItem(currency, view.product));
    runtime.captureMarketingParams(new URLSearchParams(location.search));
  }, [runtime, location.key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list belongs to the page view (location.key).
  useEffect(() => {
    const list = view.list;
    if (!runtime || !list) return;
    const onClick = (event: MouseEvent) => {
      const index = listedIndexOf(view, event.target);
      const product = list.products[index];
      if (product) runtime.tracker.push(selectItem(list, product, index));
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [runtime, location.key]);

  return null;
}
