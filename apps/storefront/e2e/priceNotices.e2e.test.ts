import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from '../app/i18n/messages.server';
import { createTranslate } from '../app/i18n/translate';
import { listingAddForm, openFirstCategory, sellableCards } from './cartHelpers.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

// Issue 19: 'the tax and shipping notice beside every price' and 'the lowest price of the last 30 days beside
// every reduced price', where the listing and the product page did not have them yet: content sliders, the
// header's suggestions, the cart; and the cart's recommendations in the page without JavaScript.
const t = createTranslate(catalogueFor('de'));
const TAX_AND_SHIPPING = `${t('price.taxNotice')}, ${t('price.shippingNotice')}`;
const LOWEST = t('price.lowest30Days', { price: '' }).trim();

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/** Each card of the locator's articles: its text, and whether it shows a reduced (struck) price. */
async function cardsOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((articles) =>
    articles.map((article) => ({
      text: article.textContent ?? '',
      reduced: article.querySelector('s, del') !== null,
    })),
  );
}

describe('issue 19: price notices beside every price', () => {
  it.each([390, 1280])(
    'at %i px a content slider shows the tax and shipping notice beside every price, and the lowest price of the last 30 days beside every reduced price',
    async (width) => {
      const { page, errors } = await openPage(shop, width);
      await page.goto(`${shop.storefront.url}/de-de`);
      await waitForHydration(page);
      const slider = page.locator('.bs-cms-product-slider').first();
      await slider.scrollIntoViewIfNeeded();
      const cards = await cardsOf(page, '.bs-cms-product-slider article');
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.text).toContain(TAX_AND_SHIPPING);
        expect(card.text.includes(LOWEST)).toBe(card.reduced);
      }
      const link = slider.getByRole('link', { name: t('price.shippingNotice') }).first();
      expect(await link.getAttribute('href')).toMatch(/^\/de-de\//);
      // The cards' images load lazily once in sight: the screenshot waits for those in the viewport.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.bs-cms-product-slider img')].every((image) => {
          const box = image.getBoundingClientRect();
          return image.complete || box.right <= 0 || box.left >= window.innerWidth || box.bottom <= 0;
        }),
      );
      await saveScreenshot(page, `price-notice-content-slider-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await closePage(page);
    },
    60_000,
  );

  it.each([390, 1280])(
    'at %i px the search suggestions show the tax and shipping notice for every price in one line under the products',
    async (width) => {
      const { page, errors } = await openPage(shop, width);
      await page.goto(`${shop.storefront.url}/de-de`);
      await waitForHydration(page);
      const field = page.getByRole('combobox', { name: 'Suche' });
      await field.click();
      await field.pressSequentially('creme');
      const notice = page.getByText(`Alle Preise ${TAX_AND_SHIPPING}`);
      await notice.waitFor({ timeout: 15_000 });
      const options = await cardsOf(page, 'header [role="option"]');
      for (const option of options) expect(option.text.includes('30-Tage-Tiefstpreis')).toBe(option.reduced);
      const link = page.locator('header').getByRole('link', { name: t('price.shippingNotice') });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/de-de\//);
      await saveScreenshot(page, `price-notice-search-suggestions-${width}`, { fullPage: false });
      // Pressing the notice's link keeps the list open until the link is followed.
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      expect(errors).toEqual([]);
      await closePage(page);
    },
    60_000,
  );

  it.each([390, 1280])(
    'at %i px without JavaScript the cart shows the VAT notice with its total and its recommendations from the server',
    async (width) => {
      const { page } = await openPage(shop, width, [], { javaScriptEnabled: false });
      await openFirstCategory(shop, page);
      const [card] = await sellableCards(shop, page);
      if (!card) throw new Error('the listing has no sellable card');
      await listingAddForm(page, card.id)
        .getByRole('button', { name: t('cart.addToCart') })
        .click();
      await page.waitForURL(/\/de-de\/checkout\/cart/);
      const summary = page.getByRole('complementary', { name: t('cart.summary') });
      expect(await summary.textContent()).toContain(t('price.taxNotice'));
      const heading = page.getByRole('heading', { name: t('recommendations.cart') });
      expect(await heading.count()).toBe(1);
      const cards = await cardsOf(
        page,
        'main section:has(h2) article, main .bs-carousel article, main article',
      );
      const recommended = cards.filter((entry) => entry.text.includes(TAX_AND_SHIPPING));
      expect(recommended.length).toBeGreaterThan(0);
      for (const entry of recommended) expect(entry.text.includes(LOWEST)).toBe(entry.reduced);
      await saveScreenshot(page, `price-notice-cart-no-js-${width}`, { fullPage: true });
      await closePage(page);
    },
    90_000,
  );
});

describe('spec 3: content slider cards show the product badges', () => {
  it('a reduced product in a content slider carries its sale badge over the image, as on listing cards', async () => {
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit', javaScriptEnabled: false });
    await page.goto(`${shop.storefront.url}/de-de`);
    // The sandbox gives every reduced product the 'Sale' badge first (its badges: sale, new, bestseller, vegan).
    const cards = await page.locator('.bs-cms-product-slider article').evaluateAll((articles) =>
      articles.map((article) => ({
        reduced: article.querySelector('s, del') !== null,
        badges: [...(article.querySelector('img')?.parentElement?.querySelectorAll('span') ?? [])]
          .map((badge) => badge.textContent ?? '')
          .filter((text) => ['Sale', 'Neu', 'Bestseller', 'Vegan'].includes(text)),
      })),
    );
    expect(cards.some((card) => card.reduced)).toBe(true);
    for (const card of cards) expect(card.badges.includes('Sale')).toBe(card.reduced);
    await closePage(page);
  });
});
