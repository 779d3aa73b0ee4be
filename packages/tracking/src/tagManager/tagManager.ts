import type { DataLayer } from '../dataLayer';
import { loadScript, type ScriptDocument } from '../scriptLoader';

export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';
export const TAG_MANAGER_SCRIPT_ID = 'bs-tag-manager';

/**
 * Loads the tag manager container (spec 7.5) with the page's CSP nonce, which the tag manager hands on to the
 * scripts it adds. Call it only when the configuration activates it and marketing consent is given.
 */
export function loadTagManager(
  document: ScriptDocument,
  dataLayer: DataLayer,
  { key, nonce }: { key: string; nonce: string | undefined },
): void {
  if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) return;
  // The container's start marker, as Google's snippet pushes it.
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(document, {
    id: TAG_MANAGER_SCRIPT_ID,
    src: `${TAG_MANAGER_URL}?id=${encodeURIComponent(key)}`,
    nonce,
  });
}
