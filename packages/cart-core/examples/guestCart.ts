// `pnpm --filter @beautyshop/cart-core example`: a guest's cart against the sandbox (`pnpm sandbox`, or
// SHOPWARE_ENDPOINT and SHOPWARE_ACCESS_KEY for a real Shopware).
import {
  cartErrorNotifications,
  createCartHandler,
  createCartStore,
  handlerTransport,
} from '@beautyshop/cart-core';
import { createContextTokenSession, createStoreApiClient } from '@beautyshop/store-api-client';

const client = createStoreApiClient({
  endpoint: process.env.SHOPWARE_ENDPOINT ?? 'http://127.0.0.1:4000',
  accessKey: process.env.SHOPWARE_ACCESS_KEY ?? 'SWSCBEAUTYSHOPDE000000000',
});
const tokens = new Map<string, string>(); // a server keeps these in an HttpOnly cookie per market
const session = createContextTokenSession({
  client,
  market: 'DE',
  mutation: true,
  store: { read: (market) => tokens.get(market), write: (market, token) => tokens.set(market, token) },
});
const cart = createCartStore({ transport: handlerTransport(createCartHandler({ client: session.client })) });
const { elements } = await client.catalogue.readProducts({
  limit: 3,
  filter: [
    { type: 'equals', field: 'childCount', value: 0 },
    { type: 'equals', field: 'isCloseout', value: false },
  ],
});
// Three quick adds and a code: sent one after another, in order; the last answer is the cart.
await Promise.all([
  ...elements.map((product) => cart.change({ type: 'add', lines: [{ productId: product.id }] })),
  cart.change({ type: 'addPromotionCode', code: 'NOPE' }),
]);
console.log('lines:', cart.getState().cart?.lineItems?.length, 'status:', cart.getState().status);
console.log(
  'notifications:',
  cartErrorNotifications(cart.consumeErrors(), (key) => key).map((n) => `${n.type} ${n.message}`),
);
