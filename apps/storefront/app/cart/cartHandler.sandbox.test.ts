import {
  cartProductNumberAddDefault,
  createCartHandler,
  handlerTransport,
  isCartCoreError,
} from '@beautyshop/cart-core';
import type { RunningSandbox } from '@beautyshop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSession } from '../testing/sandboxShopper';
import { startTestSandbox } from '../testing/testSandbox';

let sandbox: RunningSandbox;
let productIds: string[];
let productNumbers: string[];

const sessionFor = (tokens: Map<string, string>) => sandboxSession(sandbox, tokens);

beforeAll(async () => {
  sandbox = await startTestSandbox('cart', { products: 40 });
  const session = sessionFor(new Map());
  const products = await session.client.catalogue.readProducts({
    limit: 10,
    filter: [
      { type: 'equals', field: 'available', value: true },
      { type: 'equals', field: 'isCloseout', value: false },
      { type: 'equals', field: 'childCount', value: 0 },
    ],
  });
  // Products sold one by one (value packs sell from three in steps of three, a digital guide once per order).
  const sellable = products.elements
    .filter((product) => product.minPurchase === 1 && product.purchaseSteps === 1)
    .filter((product) => (product.calculatedMaxPurchase ?? 0) >= 5);
  productIds = sellable.map((product) => product.id);
  productNumbers = sellable.map((product) => product.productNumber);
}, 120_000);

afterAll(() => sandbox?.close());

describe('createCartHandler against the sandbox', () => {
  it('adds lines, changes a quantity and removes a line; every answer is { cart, errors }', async () => {
    const tokens = new Map<string, string>();
    const cart = createCartHandler({ client: sessionFor(tokens).client });
    const [first, second] = productIds;
    if (!first || !second) throw new Error('the sandbox seed has too few products');
    const added = await cart.addLines([{ productId: first }, { productId: second, quantity: '2' }]);
    expect(added.errors).toEqual([]);
    expect(added.cart.lineItems?.map((item) => [item.referencedId, item.quantity])).toEqual([
      [first, 1],
      [second, 2],
    ]);
    // The session kept the token the add was handed: a new handler on the same store sees the same cart.
    expect(tokens.get('DE')).toBeDefined();
    const again = createCartHandler({ client: sessionFor(tokens).client });
    const line = (await again.get()).cart.lineItems?.find((item) => item.referencedId === first);
    if (!line) throw new Error('the first line is missing');
    const updated = await again.updateLines([{ id: line.id, quantity: 3 }]);
    expect(updated.cart.lineItems?.find((item) => item.id === line.id)?.quantity).toBe(3);
    const removed = await again.removeLines([line.id]);
    expect(removed.cart.lineItems?.map((item) => item.referencedId)).toEqual([second]);
  });

  it('an unknown promotion code comes back as data (promotion-not-found), a known one as a discount', async () => {
    const cart = createCartHandler({ client: sessionFor(new Map()).client });
    await cart.addLines([{ productId: productIds[0] ?? '' }]);
    const unknown = await cart.addPromotionCode('NO-SUCH-CODE');
    expect(unknown.errors.map((error) => error.messageKey)).toContain('promotion-not-found');
    const known = await cart.addPromotionCode(' BEAUTY10 ');
    expect(known.errors.map((error) => error.messageKey)).toContain('promotion-discount-added');
    expect(known.cart.lineItems?.some((item) => item.type === 'promotion')).toBe(true);
  });

  it('a line removed twice (two tabs, a double click without JavaScript) answers the cart as it is now', async () => {
    const cart = createCartHandler({ client: sessionFor(new Map()).client });
    const [first, second] = productIds;
    if (!first || !second) throw new Error('the sandbox seed has too few products');
    const added = await cart.addLines([{ productId: first }, { productId: second }]);
    const line = added.cart.lineItems?.find((item) => item.referencedId === first);
    if (!line) throw new Error('the first line is missing');
    await cart.removeLines([line.id]);
    for (const again of [
      () => cart.removeLines([line.id]),
      () => cart.updateLines([{ id: line.id, quantity: 2 }]),
    ]) {
      const result = await again();
      expect(result.errors.map((error) => [error.key, error.messageKey])).toEqual([
        ['CHECKOUT__CART_LINE_ITEM_NOT_FOUND', 'line-item-not-found'],
      ]);
      expect(result.cart.lineItems?.map((item) => item.referencedId)).toEqual([second]);
    }
  });

  it('a quantity the Store API does not take is data too, and the cart stays as it was', async () => {
    const cart = createCartHandler({ client: sessionFor(new Map()).client });
    const result = await cart.addLines([{ productId: productIds[0] ?? '', quantity: 999_999 }]);
    expect(result.errors.map((error) => error.messageKey)).toEqual(['line-item-quantity-invalid']);
    expect(result.cart.lineItems).toEqual([]);
  });

  it('an unknown gift card code comes back as data', async () => {
    const cart = createCartHandler({ client: sessionFor(new Map()).client });
    await cart.addLines([{ productId: productIds[0] ?? '' }]);
    const result = await cart.addGiftCard('GC-NOPE');
    expect(result.errors.map((error) => error.messageKey)).toContain('voucher-card-not-found');
  });

  it('custom methods are added and can replace a default one', async () => {
    const session = sessionFor(new Map());
    const calls: string[] = [];
    const cart = createCartHandler({
      client: session.client,
      customMethods: {
        addLines: async (lines: readonly { productId: string }[]) => {
          calls.push(`add ${lines.length}`);
          return createCartHandler({ client: session.client }).addLines(lines);
        },
        clear: async () => session.client.cart.readCart(),
      },
    });
    await cart.addLines([{ productId: productIds[1] ?? '' }]);
    expect(calls).toEqual(['add 1']);
    expect(typeof cart.clear).toBe('function');
  });

  it('spec 7.2: the external hook adds a product by its number; an unknown number is product-not-found, as data', async () => {
    const { client } = sessionFor(new Map());
    const transport = handlerTransport(
      createCartHandler({
        client,
        customMethods: { addProductNumber: cartProductNumberAddDefault({ client }) },
      }),
    );
    const [productNumber] = productNumbers;
    if (!productNumber) throw new Error('the sandbox seed has too few products');
    const added = await transport.write({ type: 'addProductNumber', productNumber, quantity: 2 });
    expect(added.errors).toEqual([]);
    expect(added.cart.lineItems?.map((item) => [item.referencedId, item.quantity])).toEqual([
      [productIds[0], 2],
    ]);
    const unknown = await transport.write({
      type: 'addProductNumber',
      productNumber: 'NO-SUCH-NUMBER',
      quantity: 1,
    });
    expect(unknown.errors.map((error) => error.messageKey)).toEqual(['product-not-found']);
    expect(unknown.cart.lineItems).toHaveLength(1);
  });

  it('a missing client is a programmer error, thrown with the package and function named', () => {
    expect(() => createCartHandler({ client: undefined as never })).toThrowError(
      /\[@beautyshop\/cart-core\/createCartHandler\]/,
    );
    try {
      createCartHandler({ client: {} as never });
    } catch (error) {
      expect(isCartCoreError(error)).toBe(true);
    }
  });
});
