import type { Product, StoreApiClient } from '@beautyshop/store-api-client';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, uniqueEmail } from './accountHelpers.ts';
import { germanClient } from './cartHelpers.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;
let client: StoreApiClient;
/** A product with reviews in German and in other languages. */
let product: Product;
let germanTotal = 0;
let allTotal = 0;
let productPath = '';

const TEXT_40 = 'Zieht schnell ein, duftet dezent und die Haut fühlt sich den ganzen Tag weich an.';

async function reviewTotal(productId: string, languageId?: string): Promise<number> {
  const result = await client.catalogue.readProductReviews(productId, {
    limit: 1,
    'total-count-mode': 'exact',
    ...(languageId ? { filter: [{ type: 'equals', field: 'languageId', value: languageId }] } : {}),
  });
  return result.total ?? 0;
}

beforeAll(async () => {
  shop = await startShop();
  client = germanClient(shop);
  const languages = await client.context.readLanguages();
  const german = languages.find((language) => (language.translationCode?.code ?? '').startsWith('de'));
  if (!german) throw new Error('the sandbox has no German language');
  const rated = await client.catalogue.readProducts({
    filter: [{ type: 'range', field: 'ratingAverage', parameters: { gt: 0 } }],
    limit: 50,
  });
  for (const candidate of rated.elements) {
    const family = candidate.parentId ?? candidate.id;
    const [inGerman, all] = await Promise.all([reviewTotal(family, german.id), reviewTotal(family)]);
    if (inGerman > 0 && all > inGerman) {
      product = candidate;
      germanTotal = inGerman;
      allTotal = all;
      break;
    }
  }
  if (!product) throw new Error('the seed has no product with German and other reviews');
});
afterAll(async () => {
  await shop?.close();
});

/** A browser without JavaScript, carrying the cookies (the session) of another context. */
async function withoutJavaScript(width: number, from?: BrowserContext): Promise<Page> {
  const { page } = await openPage(shop, width, [], { javaScriptEnabled: false });
  if (from) await page.context().addCookies(await from.cookies());
  return page;
}

async function openProduct(page: Page, search = ''): Promise<void> {
  if (productPath === '') {
    await page.goto(`${shop.storefront.url}/de-de/detail/${product.id}`);
    productPath = new URL(page.url()).pathname;
  }
  await page.goto(`${shop.storefront.url}${productPath}${search}`);
}

describe("reviews in the shopper's language first, with a way to show all", () => {
  it('a German page lists the German reviews, and a plain link shows all of them (no JavaScript needed)', async () => {
    const page = await withoutJavaScript(1280);
    await openProduct(page);
    const reviews = page.locator('#reviews ol > li');
    expect(await reviews.count()).toBe(Math.min(germanTotal, 10));
    const showAll = page.locator('#reviews a', { hasText: `Alle Bewertungen anzeigen (${allTotal})` });
    await showAll.click();
    await page.waitForURL(/reviewLanguage=all/);
    expect(await page.locator('#reviews ol > li').count()).toBe(Math.min(allTotal, 10));
    expect(
      await page.locator('#reviews a', { hasText: 'Nur Bewertungen auf Deutsch anzeigen' }).count(),
    ).toBe(1);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'product-reviews-all-1280', { fullPage: false });
    await closePage(page);
  });
});

describe('the write-review modal', () => {
  it('logged-in customers only: a shopper who is not logged in is asked to log in, and comes back here', async () => {
    for (const width of [390, 1280]) {
      const { page, errors } = await openPage(shop, width);
      await openProduct(page);
      await waitForHydration(page);
      await page.locator('#write-review button', { hasText: 'Bewertung schreiben' }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      expect(await dialog.locator('form').count()).toBe(0);
      const login = dialog.locator('a', { hasText: 'Anmelden' });
      const href = (await login.getAttribute('href')) ?? '';
      expect(new URL(href, shop.storefront.url).searchParams.get('redirectTo')).toBe(
        `${productPath}#write-review`,
      );
      await saveScreenshot(page, `product-review-login-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await closePage(page);
    }
  });

  it('one review per product, validation errors in the shopper’s language, and a thank-you state', async () => {
    const { page, errors } = await openPage(shop, 390);
    await signUpCustomer(shop, page.context(), 'de-de', uniqueEmail('review'));
    await openProduct(page);
    await waitForHydration(page);
    await page.locator('#write-review button', { hasText: 'Bewertung schreiben' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('form').waitFor();
    await saveScreenshot(page, 'product-review-form-390', { fullPage: false });

    // The server's checks, as a browser without JavaScript would post past the inline ones.
    const refused = await page.request.post(`${shop.storefront.url}${productPath}`, {
      form: {
        intent: 'review',
        productId: product.parentId ?? product.id,
        points: '4',
        title: 'Gut',
        content: 'Kurz.',
      },
    });
    expect(refused.status()).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Der Titel braucht mindestens 5 Zeichen.');
    expect(html).toContain('Der Erfahrungsbericht braucht mindestens 40 Zeichen.');
    expect(refused.headers()['cache-control']).toContain('no-store');

    await dialog.locator('input[name="points"][value="5"]').check({ force: true });
    await dialog.locator('input[name="title"]').fill('Wunderbar leicht');
    await dialog.locator('textarea[name="content"]').fill(TEXT_40);
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText('Vielen Dank für deine Bewertung!').waitFor();
    await saveScreenshot(page, 'product-review-thanks-390', { fullPage: false });

    // Without JavaScript the page knows the customer's review (listed to them while it waits for moderation):
    // the panel says so instead of offering the form again, and a second post is refused all the same.
    const plain = await withoutJavaScript(1280, page.context());
    await openProduct(plain);
    await plain.locator('#write-review summary').click();
    await plain.locator('#write-review').getByText('Du hast dieses Produkt bereits bewertet.').waitFor();
    expect(await plain.locator('#write-review form').count()).toBe(0);
    expect(await plain.locator('#reviews ol').getByText('Deine Bewertung, wird geprüft').count()).toBe(1);
    await plain.locator('#write-review').scrollIntoViewIfNeeded();
    await saveScreenshot(plain, 'product-review-already-1280', { fullPage: false });
    const second = await plain.request.post(`${shop.storefront.url}${productPath}`, {
      form: {
        intent: 'review',
        productId: product.parentId ?? product.id,
        points: '3',
        title: 'Noch einmal',
        content: TEXT_40,
      },
    });
    expect(second.status()).toBe(409);
    expect(await second.text()).toContain('Du hast dieses Produkt bereits bewertet.');
    expect(errors).toEqual([]);
    await closePage(plain);
    await closePage(page);
  });
});
