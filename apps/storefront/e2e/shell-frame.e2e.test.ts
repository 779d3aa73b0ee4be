import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, denyConsent, openPage, type Shop, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

const focusedName = () => {
  const element = document.activeElement;
  return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
};

describe('the shop frame: header, navigation, footer, country banner', () => {
  it('at 390 px the menu button opens the drawer, a sublevel expands and Escape closes it, all by keyboard', async () => {
    const { page, errors } = await openPage(shop, 390);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
    const box = await menuButton.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('dialog[open]');
    await drawer.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    const expand = drawer.locator('button[aria-expanded]').first();
    const sublist = drawer.locator(`[id="${await expand.getAttribute('aria-controls')}"]`);
    const expandName = await expand.getAttribute('aria-label');
    // Heading, close button, first category link, then its expand button: Tab until it has focus.
    for (let presses = 0; presses < 6 && (await page.evaluate(focusedName)) !== expandName; presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(focusedName)).toBe(expandName);
    expect(await sublist.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await expand.getAttribute('aria-expanded')).toBe('true');
    expect(await sublist.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    // The side cart keeps its closed <dialog> in the page; no dialog may stay open.
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
    expect(await page.evaluate(focusedName)).toBe('Menü');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('at 1280 px a category flyout opens from its button by keyboard and Escape returns focus to it', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/en-gb`);
    await waitForHydration(page);
    const firstEntry = page.locator('header nav > ul > li').first();
    const toggle = firstEntry.locator('button[aria-expanded]');
    const flyout = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await flyout.isVisible()).toBe(false);

    await firstEntry.locator('a').first().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(focusedName)).toBe(await toggle.getAttribute('aria-label'));
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await flyout.isVisible()).toBe(true);
    expect(await flyout.locator('a').count()).toBeGreaterThan(1);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[id^="flyout-"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await flyout.isVisible()).toBe(false);
    expect(await page.evaluate(focusedName)).toBe(await toggle.getAttribute('aria-label'));
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('the footer lists the footer navigation as locale-prefixed links beside the language switcher', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/fr-fr`);
    await waitForHydration(page);
    const links = page.locator('footer nav[aria-label="Navigation du pied de page"] a');
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/fr-fr\/.+\/$/);
    }
    expect(await page.locator('footer a[hreflang="fr-ch"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('the header links wishlist and cart in the current locale, and the account opens the login', async () => {
    const { page, errors } = await openPage(shop, 390);
    await page.goto(`${shop.storefront.url}/de-ch`);
    await waitForHydration(page);
    // Issue 16: logged out, the account entry opens the login flyout (accountExtras.e2e.test.ts).
    expect(
      await page.getByRole('button', { name: 'Mein Konto', exact: true }).getAttribute('aria-haspopup'),
    ).toBe('dialog');
    expect(await page.getByRole('link', { name: 'Wunschliste' }).getAttribute('href')).toBe(
      '/de-ch/wishlist',
    );
    expect(await page.getByRole('link', { name: 'Warenkorb' }).getAttribute('href')).toBe(
      '/de-ch/checkout/cart',
    );
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a Swiss French browser on /de-de is offered fr-ch over the page, and a dismissal is remembered', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 390, height: 900 }, locale: 'fr-CH' });
    await denyConsent(shop, context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await page.goto(`${shop.storefront.url}/de-de/search?search=Creme`);
    await waitForHydration(page);
    const banner = page.locator('section[aria-label="Suggestion de boutique"]');
    await banner.waitFor();
    expect(await banner.locator('a').getAttribute('href')).toBe('/fr-ch/search?search=Creme');
    // An overlay: it takes no room in the page, so its arrival after hydration moves nothing.
    expect(
      await banner.evaluate((element) => getComputedStyle(element.parentElement as Element).position),
    ).toBe('fixed');

    await banner.getByRole('button', { name: 'Fermer' }).click();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toContain('country_banner_dismissed=1');
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await banner.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a browser whose language matches the page sees no banner', async () => {
    const context = await shop.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
    });
    const page = await context.newPage();
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.locator('section[aria-label="Shop-Empfehlung"]').count()).toBe(0);
    await context.close();
  });
});
