import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from '../app/i18n/messages.server';
import { createTranslate } from '../app/i18n/translate';
import { signUpCustomer, uniqueEmail } from './accountHelpers.ts';
import { germanClient, holdCartStores, openFirstCategory, sellableCards } from './cartHelpers.ts';
import { closePage, openPage, type Shop, startShop, waitForHydration } from './harness.ts';

const t = createTranslate(catalogueFor('de'));
let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

const sideCartNames = (page: Page) =>
  page
    .getByRole('dialog', { name: /Dein Warenkorb/ })
    .locator('article h3')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ''));

const wishlistNames = (page: Page) =>
  page.locator('main article h3').evaluateAll((headings) => headings.map((h) => h.textContent?.trim() ?? ''));

const moveToCart = (page: Page, name: string) =>
  page
    .locator('main article', { has: page.getByRole('heading', { name, exact: true }) })
    .getByRole('button', { name: t('wishlist.moveToCart') });

describe('external add-to-cart hook (spec 7.2)', () => {
  it('a widget’s event sent before the cart stores listen is kept and made once they do', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await openFirstCategory(shop, page);
    const [card] = await sellableCards(shop, page);
    if (card === undefined) throw new Error('the listing has no sellable product');
    const releaseStores = await holdCartStores(page);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await page.evaluate((productNumber) => {
      window.dispatchEvent(new CustomEvent('beautyshop:add-to-cart', { detail: { productNumber } }));
    }, card.productNumber);
    releaseStores();
    await expect.poll(() => sideCartNames(page), { timeout: 20_000 }).toEqual([card.name]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a widget’s event sent before any of the shop’s modules runs is kept too (the document holds it)', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await openFirstCategory(shop, page);
    const [card] = await sellableCards(shop, page);
    if (card === undefined) throw new Error('the listing has no sellable product');
    // The widget sends its event the moment the document's first script has run, long before any module.
    await page.addInitScript((productNumber) => {
      let hold: unknown;
      Object.defineProperty(window, '__beautyshopEarlyAdds', {
        configurable: true,
        get: () => hold,
        set(value) {
          hold = value;
          window.dispatchEvent(new CustomEvent('beautyshop:add-to-cart', { detail: { productNumber } }));
        },
      });
    }, card.productNumber);
    await page.goto(`${shop.storefront.url}/de-de`);
    await expect.poll(() => sideCartNames(page), { timeout: 20_000 }).toEqual([card.name]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a widget’s window event adds a product by its number: the side cart opens with it and a toast says so', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await openFirstCategory(shop, page);
    const [card] = await sellableCards(shop, page);
    if (card === undefined) throw new Error('the listing has no sellable product');
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    // What another team's widget does: no import of the shop, only the documented event.
    await page.evaluate((productNumber) => {
      window.dispatchEvent(
        new CustomEvent('beautyshop:add-to-cart', { detail: { productNumber, quantity: 2 } }),
      );
    }, card.productNumber);
    await expect.poll(() => sideCartNames(page), { timeout: 20_000 }).toEqual([card.name]);
    await expect
      .poll(() => page.getByText(t('Product.messages.addedToCart', { name: card.name })).count())
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // Spec 5 and 8: an unknown number adds nothing and says the hook's failure message.
    await page.evaluate(() => {
      window.dispatchEvent(
        new CustomEvent('beautyshop:add-to-cart', { detail: { productNumber: 'NO-SUCH-1' } }),
      );
    });
    await expect
      .poll(() => page.getByText(t('Product.messages.errorAddedToCart')).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.goto(`${shop.storefront.url}/de-de/checkout/cart`);
    expect(
      await page
        .locator('main section li article h3')
        .evaluateAll((h) => h.map((x) => x.textContent?.trim())),
    ).toEqual([card.name]);
    const quantity = page.getByRole('spinbutton', { name: t('cart.quantityOf', { name: card.name }) });
    expect(Number(await quantity.inputValue())).toBe(2);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('wishlist: move to cart', () => {
  it('a guest moves a product: it lands in the cart and leaves the wishlist (local storage too), for good', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await openFirstCategory(shop, page);
    await waitForHydration(page);
    const [card] = await sellableCards(shop, page);
    if (card === undefined) throw new Error('the listing has no sellable product');
    await page
      .getByRole('button', { name: t('wishlist.add', { name: card.name }), exact: true })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('wishlist-count').first().textContent()).toContain('1');
    await page.goto(`${shop.storefront.url}/de-de/wishlist`);
    await waitForHydration(page);
    expect(await wishlistNames(page)).toEqual([card.name]);
    await moveToCart(page, card.name).click();
    await expect.poll(() => sideCartNames(page), { timeout: 20_000 }).toEqual([card.name]);
    await expect.poll(() => wishlistNames(page)).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('beautyshop:wishlist') ?? '[]')))
      .toEqual([]);
    await page.reload();
    await waitForHydration(page);
    expect(await wishlistNames(page)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('works with JavaScript off: one form adds to the cart and removes from the guest’s wishlist cookie', async () => {
    const { page } = await openPage(shop, 390, [], { height: 844, javaScriptEnabled: false });
    await openFirstCategory(shop, page);
    const [card] = await sellableCards(shop, page);
    if (card === undefined) throw new Error('the listing has no sellable product');
    await page
      .getByRole('button', { name: t('wishlist.add', { name: card.name }), exact: true })
      .first()
      .click();
    await page.waitForLoadState();
    await page.goto(`${shop.storefront.url}/de-de/wishlist`);
    expect(await wishlistNames(page)).toEqual([card.name]);
    await moveToCart(page, card.name).click();
    await page.waitForURL(/\/de-de\/checkout\/cart/);
    expect(
      await page
        .locator('main section li article h3')
        .evaluateAll((h) => h.map((x) => x.textContent?.trim())),
    ).toEqual([card.name]);
    await page.goto(`${shop.storefront.url}/de-de/wishlist`);
    expect(await wishlistNames(page)).toEqual([]);
    await closePage(page);
  });

  it('a logged-in customer moves a product: it leaves the Store API wishlist', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await openFirstCategory(shop, page);
    const [card] = await sellableCards(shop, page);
    if (card === undefined) throw new Error('the listing has no sellable product');
    const token = await signUpCustomer(shop, page.context(), 'de-de', uniqueEmail('move'));
    const client = germanClient(shop).withSession({ contextToken: token });
    await client.wishlist.addToWishlist(card.id);
    await page.goto(`${shop.storefront.url}/de-de/wishlist`);
    await waitForHydration(page);
    // The browser's wishlist store reads the customer's list from the server when the app mounts (spec 4).
    await expect.poll(() => wishlistNames(page), { timeout: 15_000 }).toEqual([card.name]);
    await moveToCart(page, card.name).click();
    await expect.poll(() => sideCartNames(page), { timeout: 20_000 }).toEqual([card.name]);
    await expect.poll(() => wishlistNames(page)).toEqual([]);
    await expect
      .poll(async () => (await client.wishlist.readWishlist()).map((product) => product.id), {
        timeout: 15_000,
      })
      .toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  }, 120_000);
});
