import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { storeMarketingParams } from '../marketing/marketingParams';
import {
  BUILD_CHECK_INTERVAL_MS,
  checkBuild,
  isChunkLoadError,
  shouldReloadAfterChunkError,
} from './buildManifest';

let newBuildOut = false;

async function checkForNewBuild(): Promise<boolean> {
  const result = await checkBuild((url) => fetch(url, { cache: 'no-store' }), import.meta.env.BASE_URL, __BUILD_ID__, Date.now());
  if (result.kind === 'updated') newBuildOut = true;
  return newBuildOut;
}

/** Spec 2.3: after a chunk-load error, reload once per 10 s per path, and only when a new build is out. */
export async function reloadAfterChunkError(error: unknown): Promise<void> {
  if (!isChunkLoadError(error)) return;
  const out = newBuildOut || (await checkForNewBuild());
  if (shouldReloadAfterChunkError(window.location.pathname, out, Date.now(), window.sessionStorage)) {
    window.location.reload();
  }
}

/** Browser-side duties of every page: marketing parameters (spec 3) and the hourly build check (spec 4, 7.4). */
export function useShopLifecycle(): void {
  const location = useLocation();
  useEffect(() => {
    storeMarketingParams(new URLSearchParams(location.search), window.localStorage);
  }, [location.search]);
  useEffect(() => {
    const timer = window.setInterval(() => void checkForNewBuild(), BUILD_CHECK_INTERVAL_MS);
    const onRejection = (event: PromiseRejectionEvent) => void reloadAfterChunkError(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
