import type { TrackingConfig } from '@beautyshop/tracking';

/**
 * Whether the page's HTML holds the built-in consent dialog (closed, for its inline script to open on a first
 * visit): not when a hosted consent tool draws its own, nor in the app (spec 1), which asks for consent itself.
 */
export function consentDialogInHtml(appMode: boolean, config: TrackingConfig | undefined): boolean {
  return !appMode && !config?.consentToolId;
}
