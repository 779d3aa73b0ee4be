import { CONSENT_COOKIE, type TrackingConfig } from '@beautyshop/tracking';
import { TrackingProvider, useTrackingRuntime } from '@beautyshop/tracking/react';
import type { ReactNode } from 'react';
import type { BrowserRender } from './renderInBrowser';

/** Marks the page once the tracking runtime has loaded (it is imported on demand after hydration). */
function RuntimeMark() {
  return useTrackingRuntime() ? <span data-tracking-runtime="" hidden /> : null;
}

/**
 * The tracking runtime around a component, as ShopTracking starts it; without a plugin configuration (`config`) no
 * tag manager and the built-in consent tool.
 */
export function WithTracking({ children, config }: { children: ReactNode; config?: TrackingConfig }) {
  return (
    <TrackingProvider config={config} platform="web" nonce={undefined}>
      {children}
      <RuntimeMark />
    </TrackingProvider>
  );
}

/**
 * Lets the page settle until the tracking runtime has loaded, then a few turns more for the modules the
 * components load on demand (page or cart events). Throws when the runtime never arrives.
 */
export async function untilTracking(page: BrowserRender): Promise<void> {
  for (let turn = 0; turn < 200 && !page.container.querySelector('[data-tracking-runtime]'); turn += 1) {
    await page.settle();
  }
  if (!page.container.querySelector('[data-tracking-runtime]'))
    throw new Error('the tracking runtime did not load');
  for (let turn = 0; turn < 10; turn += 1) await page.settle();
}

/** A choice stored by an earlier visit that lets statistics events leave the page (`window.dataLayer`). */
export function consentToStatistics(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test document's stored choice, which the consent tool reads.
  document.cookie = `${CONSENT_COOKIE}=1.f1m0s1`;
}

/** Forgets the stored choice and the data layer, for the next test. */
export function forgetTracking(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test document's stored choice, cleared.
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0`;
  delete window.dataLayer;
}

/** The events of these names in the data layer, as the tag manager reads them. */
export function dataLayerEvents(...names: string[]): unknown[] {
  return Array.from(window.dataLayer ?? []).filter(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      'event' in entry &&
      typeof entry.event === 'string' &&
      names.includes(entry.event),
  );
}
