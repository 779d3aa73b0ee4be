import { useEffect } from 'react';
import { buildToAnnounce, dispatchAppManifestUpdate } from './appManifestUpdate';
import {
  BUILD_CHECK_INTERVAL_MS,
  checkBuild,
  isChunkLoadError,
  shouldReloadAfterChunkError,
} from './buildManifest';
import { RUNNING_BUILD_SELECTOR } from './runningBuild';

let newBuildOut = false;
/**
 * The build whose scripts run here, as the document they came with names it: read once, when this module runs
 * (before hydration), since later documents of the session come from the server as data only.
 */
const runningBuild =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>(RUNNING_BUILD_SELECTOR)?.content;
let announcedBuild: string | undefined;

/** Spec 4: a new build id fires the app manifest update event, which the shell's update banner listens to. */
async function checkForNewBuild(): Promise<boolean> {
  // A document that names no build (not rendered by this shop's server) has nothing to compare.
  if (!runningBuild) return false;
  const result = await checkBuild(
    (url) => fetch(url, { cache: 'no-store' }),
    import.meta.env.BASE_URL,
    runningBuild,
    Date.now(),
  );
  if (result.kind === 'updated') newBuildOut = true;
  const announce = buildToAnnounce(result, announcedBuild);
  if (announce !== undefined) {
    announcedBuild = announce;
    dispatchAppManifestUpdate(window, announce);
  }
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

/**
 * Browser-side duty of every page: the hourly build check (spec 4, 7.4). Marketing parameters (spec 3) are the
 * tracking runtime's (app/tracking), which stores them only with marketing consent.
 */
export function useShopLifecycle(): void {
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
