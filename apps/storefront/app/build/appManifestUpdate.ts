import type { BuildCheckResult } from './buildManifest';

/** Spec 4: the event a new build fires on the window; the shell listens for it (the update banner). */
export const APP_MANIFEST_UPDATE_EVENT = 'beautyshop:app-manifest-update';

export interface AppManifestUpdateDetail {
  /** The id of the build that is now out. */
  id: string;
}

/**
 * The build id a check should announce: a new build's id, once (the hourly check finds the same new build again
 * and again until the shopper reloads); a later build announces again. Nothing for a current or unknown answer.
 */
export function buildToAnnounce(result: BuildCheckResult, announced: string | undefined): string | undefined {
  return result.kind === 'updated' && result.id !== announced ? result.id : undefined;
}

export function dispatchAppManifestUpdate(target: EventTarget, id: string): void {
  target.dispatchEvent(
    new CustomEvent<AppManifestUpdateDetail>(APP_MANIFEST_UPDATE_EVENT, { detail: { id } }),
  );
}

/** Calls `listener` with each announced build id; returns the unsubscribe. */
export function onAppManifestUpdate(target: EventTarget, listener: (id: string) => void): () => void {
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<Partial<AppManifestUpdateDetail> | null>).detail;
    if (typeof detail?.id === 'string') listener(detail.id);
  };
  target.addEventListener(APP_MANIFEST_UPDATE_EVENT, handle);
  return () => target.removeEventListener(APP_MANIFEST_UPDATE_EVENT, handle);
}
