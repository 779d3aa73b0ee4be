import {
  PAGE_META_PUSH,
  type Platform,
  pageMetaRecord,
  personalisationEvent,
  selectItem,
  type TrackingRuntime,
  viewItem,
  viewItemList,
} from '@beautyshop/tracking';
import type { Locale } from '../locale/locales';
import { commercePageOf } from './commercePage';
import { type PageView, pageViewOf } from './pageView';
import { pushCommerce } from './pushCommerce';
import type { TrackingData } from './trackingData.server';

export interface PageViewInput {
  data: TrackingData;
  platform: Platform;
  locale: Locale;
  currency: string;
  /** Path without the locale prefix. */
  path: string;
  search: string;
  title: string;
  routeName: string;
  loaderData: unknown;
}

/** The index of the listed product a click goes to (select_item), found by its path; -1 for any other click. */
export function listedIndexOf(view: PageView, target: EventTarget | null, base: string): number {
  if (!view.list || !(target instanceof Element)) return -1;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return -1;
  const path = new URL(anchor.href, base).pathname;
  return view.list.products.findIndex((product) => product.href === path);
}

const browserStorage = (scope: 'session' | 'browser') =>
  scope === 'browser' ? window.localStorage : window.sessionStorage;

/**
 * One page view: the customer record and the page meta record (spec 3, with spec 9's page meta timing), the page's
 * commerce events, the utm parameters for the runtime to store once marketing consent allows, and a listener that
 * reports select_item for clicks on listed products. All of it is held by the tracker until consent. Returns the
 * listener's removal. Loaded on demand with the runtime, so none of it is first-load JavaScript.
 */
export function trackPageView(runtime: TrackingRuntime, input: PageViewInput): () => void {
  const view = pageViewOf(input.routeName, input.loaderData);
  const { tracker } = runtime;
  runtime.promotions.reset();
  tracker.push(input.data.customer, PAGE_META_PUSH);
  tracker.push(
    pageMetaRecord({
      platform: input.platform,
      locale: input.locale,
      currency: input.currency,
      customerId: input.data.customerId,
      path: input.path,
      title: input.title,
      type: view.type,
      breadcrumb: view.breadcrumb,
    }),
    PAGE_META_PUSH,
  );
  if (view.list) tracker.push(viewItemList(view.list, view.list.products));
  if (view.product) tracker.push(viewItem(input.currency, view.product));
  const commerce = commercePageOf(input.routeName, input.loaderData, input.currency);
  if (commerce) pushCommerce(tracker, commerce, browserStorage);
  for (const oscEvent of view.oscEvents) {
    const event = personalisationEvent(oscEvent);
    if (event) tracker.push(event);
  }
  runtime.captureMarketingParams(new URLSearchParams(input.search));
  const list = view.list;
  if (!list) return () => undefined;
  const onClick = (event: MouseEvent) => {
    const index = listedIndexOf(view, event.target, window.location.href);
    const product = list.products[index];
    if (product) tracker.push(selectItem(list, product, index));
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}
