import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from '../app/i18n/messages.server';
import { createTranslate } from '../app/i18n/translate';
import { closePage, openPage, type Shop, startShop, waitForHydration } from './harness.ts';

const t = createTranslate(catalogueFor('de'));
let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/** The first category of the main navigation, opened directly; its name and path. */
async function firstCategory(page: import('playwright-core').Page) {
  await page.goto(`${shop.storefront.url}/de-de`);
  await waitForHydration(page);
  const href = await page.locator('header nav a').first().getAttribute('href');
  await page.goto(`${shop.storefront.url}${href}`);
  await waitForHydration(page);
  const name = (await page.locator('main h1').textContent()) ?? '';
  const total = Number.parseInt((await page.locator('main h1 + h2').textContent()) ?? '0', 10);
  return { name, total, path: new URL(page.url()).pathname };
}

describe('product listing', () => {
  it('keeps the server-rendered listing on the page through hydration (its view loads before the page hydrates)', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de`);
    const href = (await page.locator('#main-navigation a').first().getAttribute('href')) ?? '';
    // Notes every removal of the page's <main> from the document, from the first byte of the next page on.
    await page.addInitScript(() => {
      const removals: string[] = [];
      (window as unknown as { mainRemovals: string[] }).mainRemovals = removals;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof HTMLElement && (node.tagName === 'MAIN' || node.querySelector('main'))) {
              removals.push(node.tagName);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (let visit = 0; visit < 3; visit += 1) {
      await page.goto(`${shop.storefront.url}${href}`);
      await waitForHydration(page);
      // Long enough for the stores that fill after mount (wishlist, cart) to have answered.
      await page.waitForTimeout(1_000);
      expect(
        await page.evaluate(() => (window as unknown as { mainRemovals: string[] }).mainRemovals),
      ).toEqual([]);
      expect(await page.locator('main article').count()).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("'load more' appends the next two pages to the grid, keeps the URL and moves focus to the first new product", async () => {
    const { page, errors } = await openPage(shop, 1280);
    const { name, total, path } = await firstCategory(page);
    const products = page.locator('main').getByRole('list', { name, exact: true }).locator(':scope > li');
    expect(await products.count()).toBe(Math.min(total, 24));
    expect(total).toBeGreaterThan(48);

    await page.getByRole('button', { name: t('listing.loadMore') }).click();
    await expect.poll(() => products.count(), { timeout: 15_000 }).toBe(Math.min(total, 48));
    await page.waitForFunction(() => document.querySelector('main ul[aria-busy]') === null);
    const focused = await page.evaluate(() => {
      const item = document.activeElement?.closest('li');
      return item ? [...(item.parentElement?.children ?? [])].indexOf(item) : -1;
    });
    expect(focused).toBe(24);

    await page.getByRole('button', { name: t('listing.loadMore') }).click();
    await expect.poll(() => products.count(), { timeout: 15_000 }).toBe(Math.min(total, 72));
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.locator('main p[aria-live="polite"]').textContent()).toBe(
      t('listing.loadMoreProgress', { shown: Math.min(total, 72), total }),
    );
    // Page links stay for direct access to any page.
    expect(await page.locator('main nav a[href$="/p=2"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('at 390 px the filters open in a sheet from the Filter button; applying updates the URL and back restores it', async () => {
    const { page, errors } = await openPage(shop, 390);
    const { total, path } = await firstCategory(page);
    expect(await page.locator('main form[method="get"]').isVisible()).toBe(false);

    await page.getByRole('button', { name: t('listing.filters'), exact: true }).click();
    const sheet = page.getByRole('dialog', { name: t('listing.filters') });
    await sheet.waitFor();
    const manufacturer = sheet.locator('input[name="manufacturer"]').first();
    await manufacturer.check();
    await sheet.locator('button[type="submit"]').click();
    // Issue 19: one brand is a filter page of its own, below the category's path.
    await page.waitForURL((url) => url.pathname.startsWith(path) && url.pathname !== path, {
      timeout: 15_000,
    });
    await page.waitForFunction(
      (before) => document.querySelector('main h1 + h2')?.textContent !== before,
      t('listing.products', { count: total }),
    );
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.getByRole('button', { name: t('listing.filtersWithCount', { count: 1 }) }).waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === path);
    await page.waitForFunction(
      (text) => document.querySelector('main h1 + h2')?.textContent === text,
      t('listing.products', { count: total }),
    );
    expect(await page.locator('input[name="manufacturer"]:checked').count()).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("at 390 px a card's add-to-cart label stands on one line (the bag icon gives way in a card that narrow)", async () => {
    const { page, errors } = await openPage(shop, 390);
    await firstCategory(page);
    const labels = await page
      .locator('main article form[action$="/cart/change"] button[type="submit"]')
      .evaluateAll((buttons) =>
        buttons.slice(0, 4).map((button) => {
          const label = button.lastElementChild;
          const lineHeight = Number.parseFloat(getComputedStyle(button).fontSize);
          return {
            oneLine: (label?.getBoundingClientRect().height ?? 0) < 1.5 * lineHeight,
            icon:
              button.querySelector('svg') !== null &&
              getComputedStyle(button.querySelector('svg') as Element).display !== 'none',
          };
        }),
      );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).toEqual(labels.map(() => ({ oneLine: true, icon: false })));
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('without JavaScript at 390 px the filters open from a disclosure and still submit', async () => {
    const { page } = await openPage(shop, 390, [], {
      height: 844,
      consent: 'first visit',
      javaScriptEnabled: false,
    });
    await page.goto(`${shop.storefront.url}/de-de`);
    // The header's category links sit in the closed mobile menu at this width.
    const href = await page.locator('header nav a').first().getAttribute('href');
    await page.goto(`${shop.storefront.url}${href}`);
    expect(await page.locator('input[name="manufacturer"]').first().isVisible()).toBe(false);
    await page.locator('main summary').click();
    await page.locator('input[name="manufacturer"]').first().check();
    await page.locator('main form[method="get"] button[type="submit"]').click();
    // Issue 19: one brand is a filter page of its own, below the category's path.
    await page.waitForURL((url) => href !== null && url.pathname.startsWith(href) && url.pathname !== href);
    // 'Load more' is the link to the next page.
    const next = page.getByRole('link', { name: t('listing.loadMore') });
    if ((await next.count()) > 0) expect(await next.getAttribute('href')).toContain('/p=2');
    await closePage(page);
  });
});

describe('search', () => {
  it('/de-de/search without a term shows the frequently searched terms, each linking to its results', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de/search`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: t('search.frequentTerms') }).waitFor();
    const terms = page.locator('main a[href^="/de-de/search?search="]');
    expect(await terms.count()).toBeGreaterThan(0);
    const term = (await terms.first().textContent()) ?? '';
    await terms.first().click();
    await page.waitForURL((url) => url.searchParams.get('search') === term);
    await page.waitForFunction(
      (heading) => document.querySelector('main h1')?.textContent === heading,
      t('search.resultsFor', { query: term }),
    );
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a term without results shows the empty state with the frequently searched terms', async () => {
    const { page, errors } = await openPage(shop, 390);
    await page.goto(`${shop.storefront.url}/de-de/search?search=zzqxjv`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: t('search.noResults') }).waitFor();
    expect(await page.locator('main a[href^="/de-de/search?search="]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
