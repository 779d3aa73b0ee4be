import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, holdChunk, openPage, type Shop, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

interface DataLayerEntry {
  event?: string;
  [field: string]: unknown;
}

/** Every request the page makes whose host is not this machine (a tag manager, consent or monitoring host). */
function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') foreign.push(request.url());
  });
  return foreign;
}

/**
 * The console errors of a page whose entry module a test held back: the texts the document preloads for that module
 * sit unused while it is held, and Chromium warns about an unused preload a few seconds after the load event.
 */
function errorsBesidesHeldEntry(errors: string[]): string[] {
  return errors.filter((error) => !/\/_texts\/\S+ was preloaded using link preload but not used/.test(error));
}

const dataLayerOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? null);

async function eventsNamed(page: Page, name: string): Promise<DataLayerEntry[]> {
  return ((await dataLayerOf(page)) ?? []).filter((entry) => entry.event === name);
}

/**
 * Ticks Statistik in the open settings and saves them: the choice is stored (statistics only) and the page sends
 * its Page Meta event, which waited for the choice.
 */
async function saveStatisticsOnly(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('checkbox', { name: /Statistik/ }).check();
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).some(
      (e) => e.event === 'Page Meta',
    ),
  );
  const consentCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'bs_consent');
  expect(consentCookie?.value).toBe('1.f0m0s1');
}

/** The breadcrumb of the page's page meta record. */
async function pageMetaBreadcrumb(page: Page): Promise<string> {
  const [meta] = await eventsNamed(page, 'Page Meta');
  const record = meta?.page;
  return typeof record === 'object' && record !== null && 'breadcrumb' in record
    ? String(record.breadcrumb)
    : '';
}

/** Cookies that only tracking or monitoring would set (Google, Datadog, Meta). */
const TRACKING_COOKIE = /^(_ga|_gid|_gcl|_dd_s|_fbp|_uetsid)/;

describe('tracking and consent in the browser', () => {
  it('before consent: the dialog asks in the shopper language, no event reaches the data layer and nothing leaves for a tracking host', async () => {
    const { page, errors } = await openPage(shop, 1280, [], { consent: 'first visit' });
    const foreign = watchForeignRequests(page);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Deine Privatsphäre' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Alle ablehnen' }).isVisible()).resolves.toBe(true);
    // Events of this page view wait behind the consent check for well past the 30 ms push delay.
    await page.waitForTimeout(1_000);
    expect(await dataLayerOf(page)).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => TRACKING_COOKIE.test(cookie.name))).toEqual([]);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('bs_consent');
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each([
    ['en-gb', 'Your privacy'],
    ['fr-fr', 'Votre vie privée'],
  ])('the dialog speaks the language of %s', async (locale, title) => {
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit' });
    await page.goto(`${shop.storefront.url}/${locale}`);
    await page.getByRole('dialog', { name: title }).waitFor();
    await closePage(page);
  });

  it('after accept all, a page view carries the page meta record with every spec 3 field', async () => {
    const { page, errors } = await openPage(shop, 1280, [], { consent: 'first visit' });
    const foreign = watchForeignRequests(page);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).some(
        (e) => e.event === 'Page Meta',
      ),
    );
    const [pageMeta] = await eventsNamed(page, 'Page Meta');
    expect(pageMeta).toEqual({
      key: 'home:/',
      event: 'Page Meta',
      platform: 'web',
      environment: 'production',
      language: 'de',
      currency: 'EUR',
      user_id: '',
      login_status: 'logged_out',
      page: {
        page_path: '/',
        page_title: await page.title(),
        page_type: 'home',
        breadcrumb: 'Home',
      },
    });
    expect(await eventsNamed(page, 'Customer Data')).toEqual([
      {
        event: 'Customer Data',
        eventType: 'customer_data',
        customer: { customerLoggedIn: 0, customerId: 0, customerEmail: '' },
      },
    ]);
    // The page writes the choice to document.cookie; the browser hands it to its cookie store (which CDP reads)
    // asynchronously, so it can arrive after the page's first events.
    await expect
      .poll(
        async () => (await page.context().cookies()).find((cookie) => cookie.name === 'bs_consent')?.value,
      )
      .toBe('1.f1m1s1');

    // A category page (its address from the main navigation) reports its page meta record and its list.
    const categoryHref = await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .locator('a[href^="/de-de/"]')
      .first()
      .getAttribute('href');
    await page.goto(`${shop.storefront.url}${categoryHref}`);
    await waitForHydration(page);
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).some(
        (e) => e.event === 'view_item_list',
      ),
    );
    expect((await eventsNamed(page, 'Page Meta'))[0]).toMatchObject({
      page: { page_type: 'category', breadcrumb: expect.stringMatching(/\S/) },
    });
    const categoryCrumbs = await pageMetaBreadcrumb(page);
    // A product page sends the personalisation service's event about its recommendations on (spec 7.2).
    const productHref = await page.locator('main article a').first().getAttribute('href');
    await page.goto(`${shop.storefront.url}${productHref}`);
    await waitForHydration(page);
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).some(
        (e) => e.event === 'oscEvent',
      ),
    );
    expect((await eventsNamed(page, 'oscEvent'))[0]).toMatchObject({
      oscEvent: { event: 'recommendation_view', productIds: expect.any(Array) },
    });
    // Its page meta breadcrumb is the path of the category the Store API places it in (within the listing's
    // category), without the product's own crumb (spec 3).
    const productName = (await page.locator('main h1').first().textContent())?.trim() ?? '';
    const productCrumbs = await pageMetaBreadcrumb(page);
    expect(productCrumbs.startsWith(`${categoryCrumbs} > `)).toBe(true);
    expect(productCrumbs).not.toContain(productName);
    // The sandbox activates neither the tag manager nor monitoring: nothing leaves even with consent.
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('scrolling the home page reports each teaser once (spec 4), the large category teasers once each', async () => {
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit' });
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Down, up and down again: a teaser seen twice is still reported once.
    for (const pass of [0, 1, 2]) {
      for (let step = 0; step <= height; step += 300) {
        const y = pass === 1 ? height - step : step;
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
    }
    await page.waitForTimeout(200);
    const promotions = (await eventsNamed(page, 'view_promotion')).map(
      (entry) => entry.ecommerce as { promotion_id: string; creative_name: string },
    );
    const ids = promotions.map((promotion) => promotion.promotion_id);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['hero-spring', 'media-text-serum', 'large-category-sun']));
    expect(promotions.filter((p) => p.creative_name === 'largeCategoryTeaser').length).toBeLessThanOrEqual(2);
    for (const promotion of promotions) {
      expect([
        'heroTeaser',
        'categoryTeaser',
        'mediaTextTeaser',
        'moduleSlider',
        'largeCategoryTeaser',
      ]).toContain(promotion.creative_name);
    }
    await closePage(page);
  });

  it('app mode (?hidenavigation=true) accepts the consent by itself and reports platform app', async () => {
    const { page, errors } = await openPage(shop, 390, [], { consent: 'first visit' });
    const foreign = watchForeignRequests(page);
    await page.goto(`${shop.storefront.url}/de-de?hidenavigation=true`);
    await waitForHydration(page);
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).some(
        (e) => e.event === 'Page Meta',
      ),
    );
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await eventsNamed(page, 'Page Meta'))[0]).toMatchObject({ platform: 'app' });
    // The page writes the choice to document.cookie; the browser hands it to its cookie store (which CDP reads)
    // asynchronously, so it can arrive after the page's first events.
    await expect
      .poll(
        async () => (await page.context().cookies()).find((cookie) => cookie.name === 'bs_consent')?.value,
      )
      .toBe('1.f1m1s1');
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("a first visit sees the dialog at first paint, before the shop's modules have run; a choice made then is kept", async () => {
    const { page, errors } = await openPage(shop, 390, [], { consent: 'first visit' });
    const release = await holdChunk(page, 'entry.client');
    await page.goto(`${shop.storefront.url}/de-de`);
    const dialog = page.getByRole('dialog', { name: 'Deine Privatsphäre' });
    await dialog.waitFor();
    // A modal (the page behind it inert), and React has not started: the document's own script opened it.
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
    // On a phone the three choices stand one under the other, each as wide as the text, and right below it.
    const layout = await dialog.evaluate((element) => {
      const text = element.querySelector('p')?.getBoundingClientRect();
      const buttons = [...element.querySelectorAll('footer button')].map((button) =>
        button.getBoundingClientRect(),
      );
      return {
        textWidth: Math.round(text?.width ?? 0),
        widths: buttons.map((button) => Math.round(button.width)),
        tops: buttons.map((button) => Math.round(button.top)),
        gapBelowText: Math.round((buttons[0]?.top ?? 0) - (text?.bottom ?? 0)),
      };
    });
    expect(layout.widths).toEqual([layout.textWidth, layout.textWidth, layout.textWidth]);
    expect(layout.tops).toEqual([...layout.tops].sort((a, b) => a - b));
    expect(new Set(layout.tops).size).toBe(3);
    expect(layout.gapBelowText).toBeLessThanOrEqual(40);
    await dialog.getByRole('button', { name: 'Alle ablehnen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () => (await page.context().cookies()).find((cookie) => cookie.name === 'bs_consent')?.value,
      )
      .toBe('1.f0m0s0');
    release();
    await waitForHydration(page);
    // The tool takes the choice over: it draws no consent dialog, and nothing went wrong in hydrating the page.
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('dialog:has([data-consent-dialog])').length))
      .toBe(0);
    expect(errorsBesidesHeldEntry(errors)).toEqual([]);
    await closePage(page);
  });

  it('settings asked for before the modules have run open once the consent tool has loaded', async () => {
    const { page, errors } = await openPage(shop, 1280, [], { consent: 'first visit' });
    const release = await holdChunk(page, 'entry.client');
    await page.goto(`${shop.storefront.url}/de-de`);
    const dialog = page.getByRole('dialog', { name: 'Deine Privatsphäre' });
    await dialog.getByRole('button', { name: 'Einstellungen' }).click();
    release();
    await dialog.getByRole('checkbox', { name: /Statistik/ }).waitFor({ timeout: 15_000 });
    await saveStatisticsOnly(page, dialog);
    expect(errorsBesidesHeldEntry(errors)).toEqual([]);
    await closePage(page);
  });

  it('a click on the footer link before the consent runtime has arrived opens the settings once it has', async () => {
    const { page, errors } = await openPage(shop, 1280);
    const release = await holdChunk(page, 'startBrowserTracking');
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: 'Deine Privatsphäre' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('the footer link reopens the settings per category', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deine Privatsphäre' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: /Statistik/ }).isChecked()).toBe(false);
    await saveStatisticsOnly(page, dialog);
    expect(errorsBesidesHeldEntry(errors)).toEqual([]);
    await closePage(page);
  });
});
