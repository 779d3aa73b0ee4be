import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './accountHelpers.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

interface SuggestAnswer {
  terms: string[];
  products: { name: string; href: string }[];
  total?: number;
}

async function suggestions(term: string): Promise<SuggestAnswer> {
  const response = await fetch(
    `${shop.storefront.url}/de-de/search/suggest?${new URLSearchParams({ search: term })}`,
  );
  return (await response.json()) as SuggestAnswer;
}

/** Tab from the top of the page until the search field has focus: the keyboard is all the shopper uses. */
async function tabToSearch(page: Page): Promise<void> {
  for (let presses = 0; presses < 8; presses += 1) {
    if (await page.evaluate(() => document.activeElement?.id === 'header-search')) return;
    await page.keyboard.press('Tab');
  }
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');
}

const field = (page: Page) => page.getByRole('combobox', { name: 'Suche' });
const status = (page: Page) => page.locator('header [role="status"]');

describe('the header search box: a combobox with a listbox of suggestions (WAI-ARIA 1.2), by keyboard alone', () => {
  it.each([1280, 390])(
    'at %i px: focus offers the frequent terms, creme lists products, two ArrowDowns and Enter open the second',
    async (width) => {
      const creme = await suggestions('creme');
      const { terms, products } = { ...(await suggestions('')), products: creme.products };
      expect(terms.length).toBeGreaterThan(1);
      expect(products.length).toBeGreaterThan(1);
      // 'creme' finds more products than the list shows: its last option leads to all of them.
      expect(creme.total).toBeGreaterThan(products.length);
      const optionCount = products.length + 1;
      const { page, errors } = await openPage(shop, width);
      await page.goto(`${shop.storefront.url}/de-de`);
      await waitForHydration(page);
      const box = field(page);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await box.getAttribute('aria-autocomplete')).toBe('list');

      await tabToSearch(page);
      const listbox = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
      await page.waitForFunction(() => document.getElementById('header-search')?.ariaExpanded === 'true');
      expect(await listbox.getAttribute('role')).toBe('listbox');
      expect(await listbox.getByRole('group', { name: 'Häufig gesucht' }).isVisible()).toBe(true);
      expect(await listbox.getByRole('option').allTextContents()).toEqual(terms);
      expect(await status(page).textContent()).toBe(`${terms.length} Vorschläge`);
      await saveScreenshot(page, `search-combobox-terms-${width}`, { fullPage: false });

      await page.keyboard.type('creme');
      await listbox.getByRole('group', { name: 'Produkte' }).waitFor();
      const options = listbox.getByRole('option');
      expect(await options.count()).toBe(optionCount);
      await page.waitForFunction(
        (count) => document.querySelector('header [role="status"]')?.textContent === `${count} Vorschläge`,
        optionCount,
      );
      expect(await options.last().textContent()).toBe(`Alle ${creme.total} Ergebnisse anzeigen`);
      // Each product shows its image (decorative: the name says it) and its price.
      const second = options.nth(1);
      // Until the answer for 'creme' arrives, the list of a shorter term typed on the way stays (no flicker), with
      // as many options when each fills the list.
      await expect.poll(() => second.textContent()).toContain(products[1]?.name);
      expect(await second.locator('img').getAttribute('alt')).toBe('');
      expect(await second.textContent()).toMatch(/\d,\d{2}\s€/);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
      expect(await second.getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('header-search');
      await saveScreenshot(page, `search-combobox-${width}`, { fullPage: false });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === products[1]?.href);
      await page.getByRole('heading', { level: 1, name: products[1]?.name }).waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it('Escape closes the list and keeps the term, a second Escape clears it, and Tab closes the list', async () => {
    const { page, errors } = await openPage(shop, 390);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await tabToSearch(page);
    await page.keyboard.type('creme');
    const box = field(page);
    await page.locator('[role="listbox"] [role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    expect(await box.inputValue()).toBe('creme');
    expect(await page.locator('[role="listbox"]').isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('');

    // The empty field offers the terms again on the next arrow key; Tab leaves and closes the list.
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.getElementById('header-search')?.ariaExpanded === 'true');
    await page.keyboard.press('Tab');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('header-search');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("the last option leads to all of the term's results on the search page, as many as it said", async () => {
    const { total } = await suggestions('creme');
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await tabToSearch(page);
    await page.keyboard.type('creme');
    const all = page.getByRole('option', { name: `Alle ${total} Ergebnisse anzeigen` });
    await all.waitFor();
    // ArrowUp from the field wraps to the last option.
    await page.keyboard.press('ArrowUp');
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(await all.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/de-de/search' && url.searchParams.get('search') === 'creme',
    );
    await page.getByText(`${total} Produkte`).first().waitFor();
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('Enter with no active option submits the GET form to the search page', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await tabToSearch(page);
    await page.keyboard.type('serum');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/de-de/search' && url.searchParams.get('search') === 'serum',
    );
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('without JavaScript it is a plain search field in a GET form to /search', async () => {
    const { page } = await openPage(shop, 390, [], { javaScriptEnabled: false });
    await page.goto(`${shop.storefront.url}/de-de`);
    const box = page.getByRole('searchbox', { name: 'Suche' });
    expect(await box.getAttribute('aria-expanded')).toBeNull();
    await box.fill('creme');
    await box.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/de-de/search' && url.searchParams.get('search') === 'creme',
    );
    await closePage(page);
  });
});
