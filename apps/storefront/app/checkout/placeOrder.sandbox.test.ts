import type { RunningSandbox } from '@beautyshop/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxShopperApi } from '../testing/sandboxShopper';
import { startTestSandbox } from '../testing/testSandbox';
import { cartKeyOf } from './cartKey';
import type { PlaceOrderRequest } from './placeOrder.server';

const APP_URL = 'http://127.0.0.1:3000';

let sandbox: RunningSandbox;
let productIds: string[];
let germanyId: string;
let ebookId: string;

const shopperApi = (tokens: Map<string, string>) => sandboxShopperApi(sandbox, tokens);

/** A guest (invoice, the market's default payment) with one product in the cart. */
async function guestWithCart(tag: string, productId = productIds[0] ?? ''): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  const { client } = shopperApi(tokens);
  await client.cart.addLineItems([{ id: productId, referencedId: productId, type: 'product', quantity: 1 }]);
  await client.account.register({
    guest: true,
    email: `place-${tag}-${Date.now()}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    acceptedDataProtection: true,
    storefrontUrl: 'http://localhost:3000',
    billingAddress: { countryId: germanyId, street: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin' },
  });
  return tokens;
}

/** The place-order form's request as the checkout page's key makes it. */
async function submitOf(tokens: Map<string, string>): Promise<PlaceOrderRequest> {
  const { client } = shopperApi(tokens);
  const [cart, context] = await Promise.all([client.cart.readCart(), client.context.readContext()]);
  return {
    cartKey: cartKeyOf(cart, context),
    cookieHeader: null,
    contextToken: tokens.get('DE'),
    appUrl: APP_URL,
    secure: false,
    newsletter: false,
    revocation: false,
    storefrontUrl: 'http://localhost:3000',
  };
}

/** The module as a shop process of its own loads it: its own placements in flight, none of the other's. */
async function aProcess() {
  vi.resetModules();
  return import('./placeOrder.server');
}

const ordersOf = async (tokens: Map<string, string>) =>
  (await shopperApi(tokens).client.orders.readOrders({ limit: 10 })).orders.elements;

beforeAll(async () => {
  // Enough products for the seed to hold e-books (digital content).
  sandbox = await startTestSandbox('place-order', { products: 240 });
  const { client } = shopperApi(new Map());
  const products = await client.catalogue.readProducts({
    limit: 10,
    filter: [
      { type: 'equals', field: 'available', value: true },
      { type: 'equals', field: 'isCloseout', value: false },
      { type: 'equals', field: 'childCount', value: 0 },
    ],
  });
  productIds = products.elements.filter((product) => product.minPurchase === 1).map((product) => product.id);
  germanyId =
    (await client.context.readCountries({ limit: 50 })).find((country) => country.iso === 'DE')?.id ?? '';
  ebookId = (await client.catalogue.searchProducts('E-Book', { limit: 1 })).elements[0]?.id ?? '';
  if (productIds.length < 2 || !germanyId || !ebookId)
    throw new Error('the sandbox has no sellable products, no e-book or no DE');
}, 120_000);

afterAll(() => sandbox?.close());

describe('issue 17: place order happens once, whichever process each submit reaches', () => {
  it('two submits of one cart at once, in two processes, place one order and both lead to it', async () => {
    const tokens = await guestWithCart('twice');
    const submit = await submitOf(tokens);
    const [first, second] = await Promise.all([
      (await aProcess()).placeOrderOnce(shopperApi(tokens), submit),
      (await aProcess()).placeOrderOnce(shopperApi(tokens), submit),
    ]);
    const orders = await ordersOf(tokens);
    expect(orders).toHaveLength(1);
    const orderId = orders[0]?.id;
    expect(first).toMatchObject({ kind: 'placed', orderId, location: `/de-de/checkout/success/${orderId}` });
    expect(second).toMatchObject({ kind: 'placed', orderId, location: `/de-de/checkout/success/${orderId}` });
    expect(second.kind === 'placed' && second.setCookie).toContain(`${submit.cartKey}.${orderId}`);
  });

  it('a submit arriving after another process placed the order (no cookie yet) leads to that order', async () => {
    const tokens = await guestWithCart('after');
    const submit = await submitOf(tokens);
    const first = await (await aProcess()).placeOrderOnce(shopperApi(tokens), submit);
    const second = await (await aProcess()).placeOrderOnce(shopperApi(tokens), submit);
    expect(first.kind).toBe('placed');
    expect(second).toEqual({ ...first, setCookie: expect.stringContaining(submit.cartKey) });
    expect(await ordersOf(tokens)).toHaveLength(1);
  });

  it('an empty cart whose key no order was placed from stays empty: nobody is led to an order of another cart', async () => {
    const tokens = await guestWithCart('other');
    const placed = await (await aProcess()).placeOrderOnce(shopperApi(tokens), await submitOf(tokens));
    expect(placed.kind).toBe('placed');
    // A second cart, seen on a page and then emptied in another tab.
    const { client } = shopperApi(tokens);
    const cart = await client.cart.addLineItems([
      { id: productIds[1] ?? '', referencedId: productIds[1] ?? '', type: 'product', quantity: 2 },
    ]);
    const seen = await submitOf(tokens);
    await client.cart.removeLineItems((cart.lineItems ?? []).map((item) => item.id));
    const outcome = await (await aProcess()).placeOrderOnce(shopperApi(tokens), seen);
    expect(outcome).toEqual({ kind: 'empty' });
    expect(await ordersOf(tokens)).toHaveLength(1);
  });

  it('a shopper with no customer and an empty cart gets the empty cart back (no order to look for)', async () => {
    const tokens = new Map<string, string>();
    const outcome = await (await aProcess()).placeOrderOnce(shopperApi(tokens), await submitOf(tokens));
    expect(outcome).toEqual({ kind: 'empty' });
  });
});

describe('digital content is ordered only with the waiver of the withdrawal right (as Shopware’s storefront)', () => {
  it('refuses the order of an e-book without the waiver, placing nothing, and places it with the waiver', async () => {
    const tokens = await guestWithCart('ebook', ebookId);
    const submit = await submitOf(tokens);
    // One process: the refusal is not handed to the next submit, which has the waiver.
    const shop = await aProcess();
    const refused = await shop.placeOrderOnce(shopperApi(tokens), submit);
    expect(refused).toEqual({ kind: 'revocation' });
    expect(await ordersOf(tokens)).toHaveLength(0);
    const placed = await shop.placeOrderOnce(shopperApi(tokens), { ...submit, revocation: true });
    expect(placed.kind).toBe('placed');
    expect(await ordersOf(tokens)).toHaveLength(1);
  });

  it('asks nothing of a cart of physical goods', async () => {
    const tokens = await guestWithCart('physical');
    const placed = await (await aProcess()).placeOrderOnce(shopperApi(tokens), await submitOf(tokens));
    expect(placed.kind).toBe('placed');
  });
});
