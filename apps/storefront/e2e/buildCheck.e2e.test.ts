import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../app/locale/locales';
import { deferredModulesOf } from '../app/server/deferPageModules';
import { textIn } from '../app/testing/renderInShop';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/** The shop's builds/latest.json (spec 7.4) answers with another build's id, as after a deploy. */
async function reportBuild(page: Page, id: string): Promise<void> {
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id }) }),
  );
}

/**
 * Moves the browser's clock on an hour at a time until `banner` shows (at most three hours): the hourly check is
 * set up in an effect after hydration, which can come a moment after the router reports ready.
 */
async function hoursUntilShown(page: Page, banner: ReturnType<Page['locator']>): Promise<void> {
  for (let hour = 1; ; hour += 1) {
    await page.clock.fastForward('01:00:01');
    const shown = await banner
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    if (hour === 3) throw new Error('No update banner three hours after the reported build id changed');
  }
}

/** Opens a page with the browser's clock under the test's control, so that 'an hour later' takes no hour. */
async function openWithClock(width: number, path: string) {
  const watched = await openPage(shop, width);
  await watched.page.clock.install();
  await watched.page.goto(`${shop.storefront.url}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

describe('spec 4 build check: a new build id fires the app manifest update event, and the shell offers a reload', () => {
  it('shows no banner while builds/latest.json names the running build, an hour on', async () => {
    const { page, errors } = await openWithClock(1280, '/de-de');
    await page.clock.fastForward('01:00:01');
    await page.clock.fastForward('01:00:01');
    await page.waitForTimeout(500);
    expect(await page.locator('[role="status"] section').count()).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('fires the event and shows a quiet banner within the hourly check once the reported id changes; Reload loads the page again', async () => {
    const { page, errors } = await openWithClock(390, '/de-de');
    const fired = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          window.addEventListener('beautyshop:app-manifest-update', (event) =>
            resolve((event as CustomEvent<{ id: string }>).detail.id),
          ),
        ),
    );
    await reportBuild(page, 'a-newer-build');
    expect(await page.locator('[role="status"] section').count()).toBe(0);
    const banner = page.locator('[role="status"] section', {
      hasText: textIn('de-de', 'buildUpdate.message'),
    });
    await hoursUntilShown(page, banner);
    expect(await fired).toBe('a-newer-build');
    await saveScreenshot(page, 'build-update-banner-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'build-update-banner-1280', { fullPage: false });
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: textIn('de-de', 'buildUpdate.reload') }).click();
    await reloaded;
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each(LOCALES)("%s: the banner speaks the page's language, and 'Later' closes it", async (locale) => {
    const { page } = await openWithClock(1280, `/${locale}`);
    await reportBuild(page, `newer-build-for-${locale}`);
    const banner = page.locator('[role="status"] section', {
      hasText: textIn(locale, 'buildUpdate.message'),
    });
    await hoursUntilShown(page, banner);
    expect(await banner.getAttribute('aria-label')).toBe(textIn(locale, 'buildUpdate.label'));
    await banner.getByRole('button', { name: textIn(locale, 'buildUpdate.dismiss') }).click();
    await banner.waitFor({ state: 'detached' });
    await closePage(page);
  });

  it('names the running build in the document and in none of its scripts, so a new build renames only what changed', async () => {
    const { id } = (await (await fetch(`${shop.storefront.url}/builds/latest.json`)).json()) as {
      id: string;
    };
    const html = await (await fetch(`${shop.storefront.url}/de-de`)).text();
    expect(html).toContain(`<meta name="beautyshop-build" content="${id}"/></head>`);
    const modules = deferredModulesOf(html);
    expect(modules.length).toBeGreaterThan(3);
    for (const module of modules) {
      const script = await (await fetch(new URL(module, shop.storefront.url))).text();
      expect(script, module).not.toContain(id);
    }
  });
});
