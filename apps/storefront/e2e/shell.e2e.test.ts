import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from '../app/i18n/messages.server';
import { LOCALE_INFO, LOCALES } from '../app/locale/locales';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('the shop shell in the browser', () => {
  it.each(LOCALES)(
    'home in %s renders in its language and hydrates without console errors',
    async (locale) => {
      const { page, errors } = await openPage(shop, 1280);
      const response = await page.goto(`${shop.storefront.url}/${locale}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.getAttribute('html', 'lang')).toBe(LOCALE_INFO[locale].tag);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(
        `${shop.storefront.url}/${locale}`,
      );
      expect(await page.locator('link[rel="alternate"]').count()).toBe(7);
      expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toMatch(/^#[0-9a-f]{6}$/i);
      // Content links stay in the shopper's market and language (an unprefixed path is the German market).
      const internalLinks = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(internalLinks.length).toBeGreaterThan(3);
      expect(
        internalLinks.filter((href) => href !== `/${locale}` && !href.startsWith(`/${locale}/`)),
      ).toEqual([]);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it('issue 18: the page modules are requested only after the hero image arrived, and then hydrate the page', async () => {
    const { page, errors } = await openPage(shop, 390);
    const events: string[] = [];
    page.on('request', (request) => events.push(`request ${request.url()}`));
    page.on('requestfinished', (request) => events.push(`finished ${request.url()}`));
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    const hero = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((image) => (image as HTMLImageElement).currentSrc);
    const heroArrived = events.indexOf(`finished ${hero}`);
    const firstModule = events.findIndex((event) => /^request .*\/assets\/.*\.js$/.test(event));
    expect(heroArrived).toBeGreaterThan(-1);
    expect(firstModule).toBeGreaterThan(heroArrived);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("issue 18: the browser's locale data loads in a worker from the shop's origin, and the page's prices hydrate", async () => {
    const { page, errors } = await openPage(shop, 390);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${shop.storefront.url}/fr-ch`);
    await waitForHydration(page);
    // The page starts the worker before it hydrates, but Chromium reports a new worker to Playwright in its own
    // time: a busy run once saw hydration first.
    await expect
      .poll(() => workers)
      .toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/assets\/intlWarmUp\.worker-[\w-]+\.js$/)]);
    expect(workers[0]?.startsWith(shop.storefront.url)).toBe(true);
    // The content security policy lets it run (a refused worker is a console error) and the page's prices hydrate.
    expect(errors).toEqual([]);
    await expect.poll(() => page.locator('[class*="Price_price"]').first().textContent()).toMatch(/CHF/);
    await closePage(page);
  });

  it('spec 2.1: outside navigation links the site setting (remove) normalises the trailing slash with a redirect', async () => {
    const search = await fetch(`${shop.storefront.url}/de-de/search/?search=serum`, { redirect: 'manual' });
    expect(search.status).toBe(301);
    expect(search.headers.get('location')).toBe('/de-de/search?search=serum');
    const index = await fetch(`${shop.storefront.url}/fr-fr/seo-index/`, { redirect: 'manual' });
    expect(index.headers.get('location')).toBe('/fr-fr/seo-index');
  });

  it('the root redirects to the default locale', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/`);
    expect(new URL(page.url()).pathname).toBe('/de-de');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("an unknown path answers 404 titled 'Page Not Found' showing the path, inside the layout", async () => {
    const url = `${shop.storefront.url}/en-gb/no/such/page`;
    const { page, errors } = await openPage(shop, 1280, [url]);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.title()).toBe('Page Not Found');
    await expect(page.locator('main code').textContent()).resolves.toBe('/en-gb/no/such/page');
    // The shop header once (the side cart's drawer has a header of its own).
    expect(await page.locator('header', { has: page.locator('input[type="search"]') }).count()).toBe(1);
    expect(await page.locator('footer', { has: page.locator('a[hreflang]') }).count()).toBe(1);
    expect(await page.getAttribute('main a[href="/en-gb"]', 'href')).toBe('/en-gb');
    expect(errors).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `not-found-${width}`, { fullPage: true });
    }
    await closePage(page);
  });

  it('a malformed address answers 400 with the error page in its language; an id of the wrong shape is a 404', async () => {
    const malformed = await fetch(`${shop.storefront.url}/fr-fr/%E0%A4%A/`);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('cache-control')).toBe('private, no-store');
    // In the page's main content (the page's data names the texts; it no longer carries them all).
    expect(/<main[\s\S]*<\/main>/.exec(await malformed.text())?.[0]).toContain(
      'Cette adresse est mal écrite.',
    );
    for (const path of ['/de-de/detail/invalid', '/de-de/navigation/invalid', '/de-de/landingPage/invalid']) {
      const response = await fetch(`${shop.storefront.url}${path}`);
      expect(response.status, path).toBe(404);
    }
    // In a browser the page stays as sent: rendered for /error, it is not hydrated for the address shown (React
    // threw its HTML away with error 418), and it names no canonical or alternates of /error.
    const address = `${shop.storefront.url}/de-de/%`;
    const { page, errors } = await openPage(shop, 390, [address]);
    const answer = await page.goto(address);
    expect(answer?.status()).toBe(400);
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).waitFor();
    expect(await page.locator('script, link[rel="canonical"], link[rel="alternate"]').count()).toBe(0);
    // Styled without a script: the page links the error page's own stylesheet (its large code number).
    const codeSize = await page.locator('main[data-status] p[aria-hidden="true"]').evaluate((code) => {
      return Number.parseFloat(getComputedStyle(code).fontSize);
    });
    expect(codeSize).toBeGreaterThan(40);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('the error page shows the code, its message and a locale-aware home link; the visitor does not pick the status', async () => {
    const url = `${shop.storefront.url}/fr-fr/error?code=503`;
    const { page, errors } = await openPage(shop, 390, [url]);
    const response = await page.goto(url);
    // Issue 12: /error names no resource, so it answers 404 whatever code it shows.
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Erreur 503');
    await expect(page.locator('main').textContent()).resolves.toContain('maintenance');
    expect(await page.getAttribute('main a', 'href')).toBe('/fr-fr');
    // The page's styles may still be on their way after hydration on a busy machine: the height is polled.
    const height = () => page.locator('main').evaluate((element) => element.getBoundingClientRect().height);
    await expect.poll(height).toBe(750);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(height).toBe(900);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('app mode (hidenavigation=true) hides the header and footer navigation', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-at?hidenavigation=true`);
    await waitForHydration(page);
    expect(await page.locator('footer nav').count()).toBe(0);
    expect(await page.locator('header nav').count()).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("app mode filters content as platform 'app' (spec 5): a block shown in the app only appears there", async () => {
    const { page, errors } = await openPage(shop, 1280);
    const appTile = page.locator('main .bs-cms-category', { hasText: 'Neu in der App' });
    await page.goto(`${shop.storefront.url}/de-de`);
    await page.locator('main .bs-cms-category').first().waitFor();
    expect(await appTile.count()).toBe(0);
    await page.goto(`${shop.storefront.url}/de-de?hidenavigation=true`);
    await page.locator('main .bs-cms-category').first().waitFor();
    expect(await appTile.count()).toBe(1);
    await page.context().addCookies([{ name: 'agent', value: 'app', url: shop.storefront.url }]);
    await page.goto(`${shop.storefront.url}/de-de`);
    await page.locator('main .bs-cms-category').first().waitFor();
    expect(await appTile.count()).toBe(1);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("the home page's category tiles are titled in the page's language, as the main navigation names them", async () => {
    for (const locale of ['en-gb', 'fr-fr', 'de-de'] as const) {
      const html = await (await fetch(`${shop.storefront.url}/${locale}`)).text();
      const texts = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
      const navigation = texts(/CategoryNavigation_topLink"[^>]*>([^<]+)</g);
      const tiles = texts(/bs-cms-category__title">([^<]+)</g);
      expect(tiles.length, locale).toBeGreaterThan(1);
      for (const tile of tiles) expect(navigation, `${locale}: ${tile}`).toContain(tile);
    }
  });

  it('the header search box finds products and lists them', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/fr-fr`);
    await waitForHydration(page);
    await page.locator('header input[name="search"]').fill('Serum');
    await page.locator('header button[type="submit"]').click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('Serum'));
    expect(new URL(page.url()).pathname).toBe('/fr-fr/search');
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('suggests products while typing, loading the suggestions code only then', async () => {
    const { page, errors } = await openPage(shop, 390);
    await page.goto(`${shop.storefront.url}/de-ch`);
    await waitForHydration(page);
    const loaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('SearchSuggestions')),
      );
    expect(await loaded()).toBe(false);
    // On a slow machine a pause between keys outlasts the debounce, and 'Ser' gets its own suggestions first;
    // the list only shows the full term's answer once that has arrived (the list is empty while a term loads).
    const fullTermAnswered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('search') === 'Seru',
      { timeout: 15_000 },
    );
    await page.locator('header input[name="search"]').pressSequentially('Seru', { delay: 40 });
    const { products } = (await (await fullTermAnswered).json()) as {
      products: { name: string; href: string }[];
    };
    // The suggestions are options of the search combobox's listbox (searchCombobox.e2e.test.ts drives it by keyboard).
    const suggestion = page.locator('header [role="listbox"] [role="option"]').first();
    await suggestion.waitFor({ timeout: 15_000 });
    expect(await loaded()).toBe(true);
    const name = products[0]?.name;
    const href = products[0]?.href ?? '';
    expect(await suggestion.textContent()).toContain(name);
    await suggestion.click();
    await page.waitForURL((url) => url.pathname === href, { timeout: 15_000 });
    // A locator waits through the client navigation's render; the product page's heading is the product name.
    await page
      .locator('main h1')
      .filter({ hasText: name ?? '' })
      .waitFor({ timeout: 15_000 });
    expect((await page.locator('main h1').textContent())?.trim()).toBe(name);
    expect(new URL(page.url()).pathname.startsWith('/de-ch/')).toBe(true);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('the language switcher keeps the current page and its query', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de/search?search=Creme`);
    await waitForHydration(page);
    await page.locator('footer a[hreflang="fr-ch"]').click();
    await page.waitForURL((url) => url.pathname === '/fr-ch/search');
    expect(new URL(page.url()).searchParams.get('search')).toBe('Creme');
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CH');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("a page names its language's texts instead of carrying them; the browser fetches them once, and those of another locale on the way there", async () => {
    const german = catalogueFor('de').messages;
    const home = await fetch(`${shop.storefront.url}/de-de`);
    const html = await home.text();
    const href = /<link rel="preload" href="(\/de-de\/_texts\/de-[\w-]+)" as="fetch" crossorigin=""\/>/.exec(
      html,
    )?.[1];
    expect(href).toBeDefined();
    // A text of the catalogue that the home page does not show is no longer part of it.
    expect(html).not.toContain(german['error.malformedPath']);

    const texts = await fetch(`${shop.storefront.url}${href}`);
    expect(texts.status).toBe(200);
    expect(texts.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(texts.headers.get('set-cookie')).toBeNull();
    expect(await texts.json()).toMatchObject({ language: 'de', messages: german });
    const otherVersion = await fetch(`${shop.storefront.url}/de-de/_texts/de-000000000000`);
    expect(otherVersion.status).toBe(404);
    await otherVersion.body?.cancel();

    const { page, errors } = await openPage(shop, 1280);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_texts/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    expect(asked).toEqual([href]);
    // The language switcher opens the other locale's page, which names its own texts.
    await page.locator('footer a[hreflang="fr-ch"]').click();
    await page.waitForURL((url) => url.pathname === '/fr-ch');
    await waitForHydration(page);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatch(/^\/fr-ch\/_texts\/fr-[\w-]+$/);
    // A navigation into another locale within the document (React Router's own, as a link there would start)
    // renders once that locale's texts are there.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate('/en-gb'),
    );
    await page.waitForURL((url) => url.pathname === '/en-gb');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(asked).toHaveLength(3);
    expect(asked[2]).toMatch(/^\/en-gb\/_texts\/en-[\w-]+$/);
    await expect
      .poll(() => page.locator('header', { has: page.locator('input[type="search"]') }).textContent())
      .toContain(catalogueFor('en').messages['header.cart']);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a page whose texts cannot be loaded stays as the server sent it, its links working as without JavaScript', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.route('**/_texts/**', (route) => route.abort('connectionrefused'));
    const stays = '[i18n] the texts of this page could not be loaded; it stays as the server sent it';
    await page.goto(`${shop.storefront.url}/de-de`);
    await expect.poll(() => errors.some((error) => error.includes(stays))).toBe(true);
    // Not hydrated: React Router never started, and the texts the server wrote stay.
    expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
    const header = page.locator('header', { has: page.locator('input[type="search"]') });
    await expect(header.textContent()).resolves.toContain(catalogueFor('de').messages['header.cart']);
    const category = page.locator('header nav a[href^="/de-de/"]').first();
    const href = (await category.getAttribute('href')) ?? '';
    await category.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.locator('main h1').textContent()).resolves.toBeTruthy();
    // The only console messages are the refused requests for the texts and the shop's warning.
    expect(
      errors.filter((error) => !error.includes('net::ERR_CONNECTION_REFUSED') && !error.includes(stays)),
    ).toEqual([]);
    await closePage(page);
  });

  it('a navigation into another locale whose texts cannot be loaded opens that page as a document instead', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.route('**/en-gb/_texts/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate('/en-gb?from=de'),
    );
    await page.waitForURL((url) => url.pathname === '/en-gb' && url.searchParams.get('from') === 'de');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    // The server rendered the English page with its texts; it stays as sent (its texts still cannot be loaded).
    await expect
      .poll(() => page.locator('header', { has: page.locator('input[type="search"]') }).textContent())
      .toContain(catalogueFor('en').messages['header.cart']);
    expect(errors.filter((error) => !/net::ERR_CONNECTION_REFUSED|\[i18n\]/.test(error))).toEqual([]);
    await closePage(page);
  });

  it('home screenshots at 390 px and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const { page, errors } = await openPage(shop, width);
      await page.goto(`${shop.storefront.url}/de-de`);
      await waitForHydration(page);
      await saveScreenshot(page, `home-${width}`, { fullPage: true });
      expect(errors).toEqual([]);
      await closePage(page);
    }
  });
});
