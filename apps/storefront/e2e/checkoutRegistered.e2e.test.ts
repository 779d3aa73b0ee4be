import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, uniqueEmail } from './accountHelpers.ts';
import {
  axeViolations,
  choosePayment,
  placeOrder,
  shopperWithCart,
  storeApi,
  tokenOf,
} from './checkoutJourney.ts';
import {
  closePage,
  openPage,
  type Shop,
  saveScreenshot,
  startShop,
  waitForHydration,
  waitForRouterIdle,
} from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

type Market = 'DE' | 'CH';

/** A second address in the customer's address book, as a returning customer has one (their market's country). */
async function saveSecondAddress(market: Market, token: string, street: string): Promise<void> {
  const context = await storeApi(shop, market, 'context', { method: 'GET', token });
  const countryId = (context.body as { salesChannel: { countryId: string } }).salesChannel.countryId;
  const saved = await storeApi(shop, market, 'account/address', {
    token,
    body: {
      firstName: 'Grace',
      lastName: 'Hopper',
      street,
      zipcode: market === 'CH' ? '8001' : '10117',
      city: market === 'CH' ? 'Zürich' : 'Berlin',
      countryId,
    },
  });
  expect(saved.status).toBe(200);
}

const JOURNEYS = [
  {
    locale: 'de-de',
    market: 'DE',
    width: 1280,
    invoice: /Rechnung/,
    useForShipping: 'Als Lieferadresse verwenden',
  },
  {
    locale: 'de-ch',
    market: 'CH',
    width: 390,
    invoice: /Rechnung/,
    useForShipping: 'Als Lieferadresse verwenden',
  },
] as const;

describe('issue 17: a registered customer at the checkout', () => {
  it.each(JOURNEYS)(
    'ships to another saved address than the bill and the order carries both ($locale, $width px)',
    async ({ locale, market, width, invoice, useForShipping }) => {
      const { page, errors } = await openPage(shop, width);
      // A guest's cart, which goes along into the account registered at the shop.
      await shopperWithCart(shop, page.context(), market);
      const email = uniqueEmail(`registered-${locale}`);
      await registerCustomer(shop, page, locale, email);
      const token = await tokenOf(page.context(), market);
      await saveSecondAddress(market, token, 'Lieferweg 9');

      const checkout = await page.goto(`${shop.storefront.url}/${locale}/checkout`);
      expect(checkout?.headers()['cache-control']).toBe('private, no-store');
      await waitForHydration(page);
      const main = page.locator('main');
      await page.getByText(email).waitFor();
      // The saved address from the registration is the bill and the parcel's address until another is chosen.
      const second = main.locator('li', { hasText: 'Lieferweg 9' });
      await second.getByRole('button', { name: useForShipping }).click();
      await expect
        .poll(async () => (await second.getAttribute('data-current')) === 'true', { timeout: 15_000 })
        .toBe(true);
      await waitForRouterIdle(page);
      await choosePayment(page, invoice, true);
      expect(await axeViolations(page)).toEqual([]);
      await saveScreenshot(page, `checkout-${locale}-${width}-registered-review`, { fullPage: true });

      await placeOrder(page);
      await page.waitForURL(new RegExp(`/${locale}/checkout/success/[0-9a-f]+$`));
      await page.getByRole('heading', { level: 1, name: /Vielen Dank/ }).waitFor();
      const success = (await main.textContent()) ?? '';
      expect(success).toContain('Lieferweg 9');
      expect(success).toContain('Rosenweg 5');

      // The order itself: billed to the registration's address, delivered to the second one.
      const orders = await storeApi(shop, market, 'order', {
        token: await tokenOf(page.context(), market),
        body: {
          limit: 5,
          associations: { billingAddress: {}, deliveries: { associations: { shippingOrderAddress: {} } } },
        },
      });
      const [order] = (
        orders.body as {
          orders: {
            elements: {
              billingAddress?: { street: string };
              deliveries?: { shippingOrderAddress?: { street: string } }[];
            }[];
          };
        }
      ).orders.elements;
      expect(order?.billingAddress?.street).toBe('Rosenweg 5');
      expect(order?.deliveries?.[0]?.shippingOrderAddress?.street).toBe('Lieferweg 9');
      const mails = await fetch(`${shop.sandbox.url}/sandbox/mail?${new URLSearchParams({ to: email })}`);
      const { elements } = (await mails.json()) as { elements: { subject: string }[] };
      expect(elements.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );
});
