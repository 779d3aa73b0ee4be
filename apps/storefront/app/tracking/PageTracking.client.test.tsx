// @vitest-environment happy-dom
import { customerRecord, TRACKING_DISABLED } from '@beautyshop/tracking';
import { within } from '@testing-library/dom';
import { Form, Link, redirect } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../locale/locales';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import {
  consentToStatistics,
  dataLayerEvents,
  forgetTracking,
  untilTracking,
  WithTracking,
} from '../testing/trackingInBrowser';
import { PageTracking } from './PageTracking';
import type { TrackingData } from './trackingData.server';

/** A logged-out shopper's tracking data, tracking switched off in the plugin (no tag manager to load). */
const data: TrackingData = {
  config: TRACKING_DISABLED,
  customer: customerRecord(undefined),
  customerId: undefined,
};

let mounted: BrowserRender | undefined;
// The page events are loaded on demand; loaded once here, they arrive within a test's settling.
beforeAll(() => import('./pageEvents'));
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  forgetTracking();
});

async function page(
  locale: Locale,
  path: string,
  { tracking = data }: { tracking?: TrackingData | null } = {},
) {
  mounted = await renderInBrowser(
    <WithTracking>
      <Link to={`/${locale}/Sale/`}>Sale</Link>
      <Form method="post">
        <button type="submit">Estimate shipping</button>
      </Form>
      <PageTracking data={tracking ?? undefined} platform="web" />
    </WithTracking>,
    // As the cart's forms: the action answers with the page the form was sent from, whose title changed with it
    // (a record that differs from the first, which the data layer's dedupe window would not hold back).
    {
      locale,
      path,
      action: (request) => {
        document.title = 'Warenkorb (2) | Beautyshop';
        return redirect(new URL(request.url).pathname);
      },
    },
  );
  return mounted;
}

/** The page meta records in the data layer. */
const pageViews = () => dataLayerEvents('Page Meta');

describe('page views (spec 3 page meta record)', () => {
  it("reports the page with its path without the locale, its title, the page's language and the market's currency", async () => {
    consentToStatistics();
    document.title = 'Gesicht | Beautyshop';
    await untilTracking(await page('fr-ch', '/Gesicht/?utm_source=newsletter'));
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
    await untilTracking(shop);
    await shop.interact(() => within(shop.container).getByRole('link', { name: 'Sale' }).click());
    await untilTracking(shop);
    expect(shop.location()).toBe('/de-de/Sale/');
    expect(pageViews().map((view) => (view as { page: { page_path: string } }).page.page_path)).toEqual([
      '/Gesicht/',
      '/Sale/',
    ]);
  });

  it('reports no page view when a form sent from the page answers with the same page again', async () => {
    consentToStatistics();
    const shop = await page('de-de', '/checkout/cart');
    await untilTracking(shop);
    await shop.interact(() =>
      within(shop.container).getByRole('button', { name: 'Estimate shipping' }).click(),
    );
    await untilTracking(shop);
    expect(shop.location()).toBe('/de-de/checkout/cart');
    await shop.interact(() => within(shop.container).getByRole('link', { name: 'Sale' }).click());
    await untilTracking(shop);
    expect(pageViews().map((view) => (view as { page: { page_path: string } }).page.page_path)).toEqual([
      '/checkout/cart',
      '/Sale/',
    ]);
  });

  it('lets nothing leave the page before the shopper has chosen', async () => {
    await untilTracking(await page('de-de', '/Gesicht/'));
    // The data layer is created by the first event that leaves the page.
    expect(window.dataLayer).toBeUndefined();
  });

  it('reports nothing when the page has no tracking data (the root loader failed)', async () => {
    consentToStatistics();
    await untilTracking(await page('de-de', '/Gesicht/', { tracking: null }));
    expect(pageViews()).toEqual([]);
  });
});
