import type { Platform } from '@beautyshop/tracking';
import { useTrackingRuntime } from '@beautyshop/tracking/react';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { stripLocalePrefix } from '../locale/fromPath';
import { routeNameOf } from '../locale/routeId';
import { useLocale } from '../locale/useLocale';
import type { TrackingData } from './trackingData.server';

/**
 * Reports each page view (every navigation) once the tracking runtime has loaded; the events themselves are built
 * by `pageEvents.ts`, imported on demand (the cart and checkout pages' commerce events too: `commercePage.ts`).
 */
export function PageTracking({ data, platform }: { data: TrackingData | undefined; platform: Platform }) {
  const runtime = useTrackingRuntime();
  const location = useLocation();
  const matches = useMatches();
  const { locale, currency } = useLocale();
  const deepest = matches[matches.length - 1];
  // A form sent from a page that answers with that same page again (the cart's shipping estimate, a quantity) is
  // not another page view: its own events (add, remove) report the change. Remembered while the form is sent.
  const navigation = useNavigation();
  const submittedFrom = useRef<string | undefined>(undefined);
  const submitting = navigation.state === 'submitting';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page a form is sent from, when it is sent.
  useEffect(() => {
    if (submitting) submittedFrom.current = `${location.pathname}${location.search}`;
  }, [submitting]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per navigation (location.key).
  useEffect(() => {
    if (!runtime || !data) return;
    const answeredSamePage = submittedFrom.current === `${location.pathname}${location.search}`;
    submittedFrom.current = undefined;
    if (answeredSamePage) return;
    let stop: (() => void) | undefined;
    let left = false;
    const input = {
      data,
      platform,
      locale,
      currency,
      path: stripLocalePrefix(location.pathname),
      search: location.search,
      // React Router has rendered the page's <title> by now.
      title: document.title,
      routeName: routeNameOf(deepest?.id ?? ''),
      loaderData: deepest?.loaderData,
    };
    import('./pageEvents').then(
      ({ trackPageView }) => {
        if (!left) stop = trackPageView(runtime, input);
      },
      (error: unknown) => console.error('tracking: page events did not load', error),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [runtime, location.key]);

  return null;
}
