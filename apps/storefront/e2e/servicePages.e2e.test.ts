import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../app/locale/locales';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

interface Mail {
  subject: string;
  to: string;
}

/** What a content page's main part holds: its heading, its content blocks' headings, and whether it lists products. */
interface ContentOutline {
  heading: string;
  blockHeadings: number;
  productTiles: number;
  filterForms: number;
}

/**
 * The shop's own answer for a path, as a crawler or a shopper without JavaScript gets it (no redirect followed),
 * and the outline of its main part, read from the HTML.
 */
async function servedOutline(path: string): Promise<{ status: number; outline: ContentOutline }> {
  const response = await fetch(`${shop.storefront.url}${path}`, { redirect: 'manual' });
  const window = new Window();
  try {
    // A template's content is inert: the document's scripts, stylesheets and preloads are parsed, never fetched.
    const template = window.document.createElement('template');
    template.innerHTML = await response.text();
    const main = template.content.querySelector('main');
    return {
      status: response.status,
      outline: {
        heading: main?.querySelector('h1')?.textContent?.trim() ?? '',
        blockHeadings: main?.querySelectorAll('h2').length ?? 0,
        productTiles: main?.querySelectorAll('article').length ?? 0,
        filterForms: main?.querySelectorAll('form[method="get"]').length ?? 0,
      },
    };
  } finally {
    await window.happyDOM.close();
  }
}

describe('service and legal pages (issue 19)', () => {
  it.each(LOCALES)(
    '%s: every footer link leads to a 200 content page with a heading and no listing',
    async (locale) => {
      const { page, errors } = await openPage(shop, 1280);
      await page.goto(`${shop.storefront.url}/${locale}`);
      await waitForHydration(page);
      const footerLinks = page.locator('footer nav').first().locator('a');
      const hrefs = await footerLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      expect(hrefs).toHaveLength(6);
      for (const href of hrefs) {
        // The server answers the link itself, without a redirect, with a content page and no listing.
        const served = await servedOutline(href);
        expect(served.status, href).toBe(200);
        expect(served.outline.heading, href).not.toBe('');
        expect(served.outline.blockHeadings, href).toBeGreaterThan(0);
        expect(served.outline.productTiles, href).toBe(0);
        expect(served.outline.filterForms, href).toBe(0);
        // The shopper follows the link in the page (a navigation in place) and sees the same page.
        await footerLinks.and(page.locator(`[href="${href}"]`)).click();
        await page.waitForURL((url) => url.pathname === href);
        await expect
          .poll(async () => (await page.locator('main h1').textContent())?.trim(), { message: href })
          .toBe(served.outline.heading);
        // The content blocks are a lazily loaded view: their headings show once its chunk has arrived.
        await page.locator('main h2').first().waitFor({ timeout: 10_000 });
        expect(await page.locator('main article').count(), href).toBe(0);
        expect(await page.locator('main form[method="get"]').count(), href).toBe(0);
      }
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it('the imprint names the (demo) company, its address and VAT id', async () => {
    const { page } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de`);
    await page.locator('footer nav a', { hasText: 'Impressum' }).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Impressum');
    await page.locator('main h2').first().waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Beautyshop Demo GmbH');
    expect(text).toContain('Musterstraße 12');
    expect(text).toContain('DE000000000');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, `service-imprint-${width}`, { fullPage: true });
    }
    await closePage(page);
  });

  it('the contact form sends without JavaScript, lands on /contact-success and mails the shop', async () => {
    const { page } = await openPage(shop, 390, [], { consent: 'first visit', javaScriptEnabled: false });
    await page.goto(`${shop.storefront.url}/de-de`);
    await page.locator('footer nav a', { hasText: 'Kontakt' }).click();
    await page.waitForLoadState('load');
    await saveScreenshot(page, 'service-contact-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreenshot(page, 'service-contact-1280', { fullPage: true });
    const form = page.locator('main form');
    // The market's salutations, Shopware's 'not specified' being the empty choice.
    const salutation = form.locator('select[name="salutationId"]');
    expect(await salutation.locator('option').allTextContents()).toEqual(['Bitte wählen', 'Frau', 'Herr']);
    await salutation.selectOption({ label: 'Frau' });
    await form.locator('input[name="firstName"]').fill('Anna');
    await form.locator('input[name="lastName"]').fill('Muster');
    await form.locator('input[name="email"]').fill('anna.kontakt@example.com');
    await form.locator('input[name="subject"]').fill('Frage zur Lieferung');
    await form.locator('textarea[name="comment"]').fill('Wann kommt meine Bestellung an?');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/de-de/contact-success');
    expect(await page.locator('main h1').textContent()).toBe('Vielen Dank für deine Nachricht');
    const response = await fetch(
      `${shop.sandbox.url}/sandbox/mail?${new URLSearchParams({ to: 'service@beautyshop.example' })}`,
    );
    const { elements } = (await response.json()) as { elements: Mail[] };
    const mail = elements.find((entry) => entry.subject === 'Kontaktanfrage: Frage zur Lieferung');
    expect(JSON.stringify(mail)).toContain('From: Frau Anna Muster <anna.kontakt@example.com>');
    await closePage(page);
  });

  it("the contact form checks its fields on leaving them in the page's language, and links the privacy policy", async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/fr-fr`);
    await page.locator('footer nav a', { hasText: 'Contact' }).click();
    await page.waitForLoadState('load');
    await waitForHydration(page);
    const form = page.locator('main form');
    const privacy = form.getByRole('link', { name: /^politique de confidentialité/ });
    expect(await privacy.getAttribute('target')).toBe('_blank');
    expect(
      (
        await page.context().request.get(`${shop.storefront.url}${await privacy.getAttribute('href')}`)
      ).status(),
    ).toBe(200);
    // The form hydrates with the content blocks' chunk; until then the browser's own check stands in.
    await expect
      .poll(
        async () => {
          await form.locator('input[name="email"]').fill('anna@');
          await form.locator('input[name="email"]').blur();
          return form.textContent();
        },
        { timeout: 10_000 },
      )
      .toContain('Veuillez saisir une adresse e-mail valide.');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('/contact-success exists under every locale prefix', async () => {
    for (const locale of LOCALES) {
      const response = await fetch(`${shop.storefront.url}/${locale}/contact-success`);
      expect(response.status, locale).toBe(200);
    }
  });
});

describe('price notices (issue 19)', () => {
  it('the product page shows the tax and shipping notice and, for a reduced product, the lowest price of 30 days', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de`);
    const categoryHref = await page.locator('header nav a').first().getAttribute('href');
    await page.goto(`${shop.storefront.url}${categoryHref}`);
    await waitForHydration(page);
    const shippingHref = await page.locator('footer nav a', { hasText: 'Versand' }).getAttribute('href');
    expect(await page.locator('main article').first().textContent()).toContain('inkl. MwSt., zzgl. Versand');
    // A reduced product: its tile strikes the list price through.
    const reduced = page.locator('main article', { has: page.locator('s') }).first();
    await reduced.locator('a').first().click();
    await page.waitForFunction(() => document.querySelector('main h1 ~ * s') !== null);
    const summary = (await page.locator('main').textContent()) ?? '';
    expect(summary).toContain('inkl. MwSt., zzgl. Versand');
    expect(summary).toMatch(/Niedrigster Preis der letzten 30 Tage: [\d.,]+\s€/);
    expect(await page.locator('main a', { hasText: 'zzgl. Versand' }).first().getAttribute('href')).toBe(
      shippingHref,
    );
    await saveScreenshot(page, 'product-price-notice-1280', { fullPage: false });
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('Swiss German pages say inkl. MWST', async () => {
    const { page } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-ch`);
    const categoryHref = await page.locator('header nav a').first().getAttribute('href');
    await page.goto(`${shop.storefront.url}${categoryHref}`);
    expect(await page.locator('main article').first().textContent()).toContain('inkl. MWST, zzgl. Versand');
    await closePage(page);
  });
});
