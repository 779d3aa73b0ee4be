import type { RunningSandbox } from '@beautyshop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxShopperApi } from '../testing/sandboxShopper';
import { startTestSandbox } from '../testing/testSandbox';
import { continueWalletCheckout, startWalletCheckout } from './walletCheckout.server';

const APP_URL = 'http://127.0.0.1:3000';

let sandbox: RunningSandbox;
let productId: string;

const shopperApi = (tokens: Map<string, string>) => sandboxShopperApi(sandbox, tokens);

async function shopperWithCart(): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  await shopperApi(tokens).client.cart.addLineItems([
    { id: productId, referencedId: productId, type: 'product', quantity: 1 },
  ]);
  return tokens;
}

/** The buyer approves on the sandbox's wallet page, as a person would with its form. */
async function approve(walletPage: string, email: string): Promise<string> {
  const answer = await fetch(walletPage, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      decision: 'approve',
      email,
      firstName: 'Paula',
      lastName: 'Pal',
      street: 'Walletweg 7',
      zipcode: '10115',
      city: 'Berlin',
      countryIso: 'DE',
    }),
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location') ?? '';
}

beforeAll(async () => {
  sandbox = await startTestSandbox('wallet');
  const products = await shopperApi(new Map()).client.catalogue.readProducts({
    limit: 10,
    filter: [{ type: 'equals', field: 'available', value: true }],
  });
  const sellable = products.elements.find((product) => product.minPurchase === 1);
  if (!sellable) throw new Error('no sellable product in the sandbox');
  productId = sellable.id;
}, 120_000);

afterAll(() => sandbox?.close());

describe('wallet express checkout against the sandbox (issue 17)', () => {
  const origins = () => ({ appUrl: APP_URL, storeApiEndpoint: sandbox.url });

  it('starts nothing for an empty cart', async () => {
    expect(await startWalletCheckout(shopperApi(new Map()), 'paypal', origins())).toEqual({ kind: 'empty' });
  });

  it('sends a PayPal shopper to the approval page on the provider’s origin, and back to /amazon_pay/checkout', async () => {
    const tokens = await shopperWithCart();
    const start = await startWalletCheckout(shopperApi(tokens), 'paypal', origins());
    if (start.kind !== 'redirect') throw new Error(`expected a redirect, got ${start.kind}`);
    expect(start.location).toMatch(
      new RegExp(`^${sandbox.url}/sandbox/paypal/checkoutnow\\?token=[A-Z0-9]{17}$`),
    );
    const back = new URL(await approve(start.location, 'paula@example.com'));
    expect(`${back.origin}${back.pathname}`).toBe(`${APP_URL}/de-de/amazon_pay/checkout`);
    expect(back.searchParams.get('token')).toBe(new URL(start.location).searchParams.get('token'));
  });

  it('refuses a wallet page that is neither the shop nor the configured provider (no open redirect)', async () => {
    const tokens = await shopperWithCart();
    const elsewhere = { appUrl: APP_URL, storeApiEndpoint: 'https://payments.example' };
    // Amazon Pay's answer names the sandbox's own origin, which is not the configured provider here.
    expect(await startWalletCheckout(shopperApi(tokens), 'amazon-pay', elsewhere)).toEqual({
      kind: 'failed',
    });
  });

  it('takes an approved Amazon Pay buyer over: their email, address and the wallet as the payment method', async () => {
    const tokens = await shopperWithCart();
    const before = tokens.get('DE');
    const start = await startWalletCheckout(shopperApi(tokens), 'amazon-pay', origins());
    if (start.kind !== 'redirect') throw new Error(`expected a redirect, got ${start.kind}`);
    const id = new URL(await approve(start.location, 'arne@example.com')).searchParams.get(
      'amazonCheckoutSessionId',
    );
    expect(id).toBeTruthy();
    const continued = await continueWalletCheckout(shopperApi(tokens), {
      wallet: 'amazon-pay',
      id: id ?? '',
    });
    expect(continued).toEqual({ kind: 'continued' });
    // A guest account was logged in under a new context token, which the shop keeps (its cookie).
    expect(tokens.get('DE')).not.toBe(before);
    const context = await shopperApi(tokens).client.context.readContext();
    expect(context.customer?.email).toBe('arne@example.com');
    expect(context.customer?.activeShippingAddress.street).toBe('Walletweg 7');
    expect(context.paymentMethod?.technicalName).toBe('payment_amazon_pay');
    const cart = await shopperApi(tokens).client.cart.readCart();
    expect(cart.lineItems?.length).toBe(1);
  });

  it('refuses a return whose wallet checkout is not approved, or not this shopper’s', async () => {
    const tokens = await shopperWithCart();
    const start = await startWalletCheckout(shopperApi(tokens), 'paypal', origins());
    if (start.kind !== 'redirect') throw new Error(`expected a redirect, got ${start.kind}`);
    const token = new URL(start.location).searchParams.get('token') ?? '';
    expect(await continueWalletCheckout(shopperApi(tokens), { wallet: 'paypal', id: token })).toEqual({
      kind: 'refused',
    });
    await approve(start.location, 'paula@example.com');
    const stranger = await shopperWithCart();
    expect(await continueWalletCheckout(shopperApi(stranger), { wallet: 'paypal', id: token })).toEqual({
      kind: 'refused',
    });
  });
});
