// @vitest-environment happy-dom
import { CONSENT_COOKIE, customerRecord, TRACKING_DISABLED } from '@beautyshop/tracking';
import { TrackingProvider } from '@beautyshop/tracking/react';
import { within } from '@testing-library/dom';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../locale/locales';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { PageTracking } from './PageTracking';
import type { TrackingData } from './trackingData.server';

/** A logged-out shopper's tracking data, tracking switched off in the plugin (no tag manager to load). */
const data: TrackingData = {
  config: TRACKING_DISABLED,
  customer: customerRecord(undefined),
  customerId: undefined,
};

let mounted: BrowserRender | undefined;
// The runtime and the page events are loaded on demand; loaded once here, they arrive within a test's settling.
beforeAll(() => Promise.all([import('@beautyshop/tracking/react'), import('./pageEvents')]));
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own document, cleared for the next test.
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0`;
  window.dataLayer = [];
});

/** Statistics consent stored by an earlier visit: events may leave the page. */
function consentToStatistics() {
  // biome-ignore lint/suspicious/noDocumentCookie: the stored choice the built-in consent tool reads.
  document.cookie = `${CONSENT_COOKIE}=1.f1m0s1`;
}

async function page(
  locale: Locale,
  path: string,
  { tracking = data }: { tracking?: TrackingData | null } = {},
) {
  mounted = await renderInBrowser(
    <TrackingProvider config={undefined} platform="web" nonce={undefined}>
      <Link to={`/${locale}/Sale/`}>Sale</Link>
      <PageTracking data={tracking ?? undefined} platform="web" />
    </TrackingProvider>,
    { locale, path },
  );
  return mounted;
}

/** The page meta records in the data layer, as the tag manager reads them. */
function pageViews(): unknown[] {
  return (window.dataLayer ?? []).filter(
    (entry) => typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === 'Page Meta',
  );
}

/** Lets the page settle until the runtime and the page events have loaded (a few macrotasks). */
async function settled(shop: BrowserRender) {
  for (let turn = 0; turn < 20; turn += 1) await shop.settle();
}

describe('page views (spec 3 page meta record)', () => {
  it("reports the page with its path without the locale, its title, the page's language and the market's currency", async () => {
    consentToStatistics();
    document.title = 'Gesicht | Beautyshop';
    await settled(await page('fr-ch', '/Gesicht/?utm_source=newsletter'));
    expect(pageViews()).toEqual([
      expect.objectContaining({
        platform: 'web',
        language: 'fr',
        currency: 'CHF',
        login_status: 'logged_out',
        page: expect.objectContaining({ page_path: '/Gesicht/', page_title: 'Gesicht | Beautyshop' }),
      }),
    ]);
  });

  it('reports each navigation once, the new page by its own path', async () => {
    consentToStatistics();
    const shop = await page('de-de', '/Gesicht/');
    await settled(shop);
    await shop.interact(() => within(shop.container).getByRole('link', { name: 'Sale' }).click());
    await settled(shop);
    expect(shop.location()).toBe('/de-de/Sale/');
    expect(pageViews().map((view) => (view as { page: { page_path: string } }).page.page_path)).toEqual([
      '/Gesicht/',
      '/Sale/',
    ]);
  });

  it('lets nothing leave the page before the shopper has chosen', async () => {
    await settled(await page('de-de', '/Gesicht/'));
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('reports nothing when the page has no tracking data (the root loader failed)', async () => {
    consentToStatistics();
    await settled(await page('de-de', '/Gesicht/', { tracking: null }));
    expect(pageViews()).toEqual([]);
  });
});
