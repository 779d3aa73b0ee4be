import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, post } from '../../test/account-helpers.js';
import { startTestSandbox, type TestSandbox } from '../../test/harness.js';
import {
  addProducts,
  customerToken,
  customerWithOrder,
  errorCodeOf,
  placeOrder,
  productIds,
} from '../../test/order-helpers.js';
import { transitionTransaction } from './index.js';
import { stockAlterationsOf, stockDirectionOf } from './order-stock.js';

describe('stockAlterationsOf (OrderStockSubscriber)', () => {
  const lines = [
    { type: 'product', productId: 'p1', quantity: 2 },
    { type: 'freeProduct', productId: 'p2', quantity: 1 },
    { type: 'product', productId: 'p1', quantity: 3 },
    { type: 'promotion', productId: null, quantity: 1 },
    { type: 'voucherCard', productId: null, quantity: 1 },
  ];

  it('takes the quantity of each product line, summed per product, and skips promotions and vouchers', () => {
    expect(stockAlterationsOf(lines, 'take')).toEqual([
      { productId: 'p1', delta: -5 },
      { productId: 'p2', delta: -1 },
    ]);
  });

  it('gives the same quantities back', () => {
    expect(stockAlterationsOf(lines, 'return')).toEqual([
      { productId: 'p1', delta: 5 },
      { productId: 'p2', delta: 1 },
    ]);
  });
});

describe('stockDirectionOf (order state changes)', () => {
  it.each([
    ['open', 'cancelled', 'return'],
    ['in_progress', 'cancelled', 'return'],
    ['cancelled', 'open', 'take'],
    ['open', 'in_progress', undefined],
    ['in_progress', 'completed', undefined],
    ['completed', 'open', undefined],
  ])('from %s to %s: %s', (from, to, direction) => {
    expect(stockDirectionOf(from, to)).toBe(direction);
  });
});

let sandbox: TestSandbox;
let physical: string[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  physical = await productIds(sandbox, 'physical', 2);
});
afterAll(() => sandbox.dispose());

/**
 * The product as `/product`, the detail route and a search (whose products come from each worker's cache of
 * rendered listing products; variants are not listed apart) answer it: all must follow the stock.
 */
async function productAsShown(
  id: string,
): Promise<{ listed: Json; detail: Json; searched: Json | undefined }> {
  const listing = await post(sandbox, '/product', { ids: [id] });
  const detail = await post(sandbox, `/product/${id}`, {});
  const listed = (listing.body.elements as Json[])[0] as Json;
  const search = await post(sandbox, '/search', { search: String(listed.productNumber), limit: 100 });
  const searched = (search.body.elements as Json[]).find((product) => product.id === id);
  return { listed, detail: detail.body.product as Json, searched };
}

const stockFields = (product: Json) => ({
  stock: product.stock,
  availableStock: product.availableStock,
  available: product.available,
  calculatedMaxPurchase: product.calculatedMaxPurchase,
});

/** An available closeout without variants, sold one by one, with a few pieces in stock. */
async function closeout(): Promise<Json> {
  const answer = await post(sandbox, '/product', {
    limit: 50,
    filter: [
      { type: 'equals', field: 'childCount', value: 0 },
      { type: 'equals', field: 'isCloseout', value: true },
      { type: 'equals', field: 'available', value: true },
      { type: 'equals', field: 'type', value: 'physical' },
      { type: 'range', field: 'stock', parameters: { gte: 2, lte: 20 } },
    ],
  });
  const found = (answer.body.elements as Json[]).find((product) => product.minPurchase === 1);
  if (!found) throw new Error('the seed has no closeout sold one by one');
  return found;
}

const cancel = (token: string, orderId: string) =>
  post(sandbox, '/order/state/cancel', { orderId }, { token });

describe('stock of ordered products (Shopware 6.7 stock handling)', () => {
  it('placing an order takes each product line’s quantity from stock and availableStock', async () => {
    const id = String(physical[0]);
    const before = await productAsShown(id);
    const stock = Number(before.listed.stock);
    const token = await customerToken(sandbox, 'stock-take@example.com');
    await addProducts(sandbox, token, [{ id, quantity: 2 }]);
    expect((await placeOrder(sandbox, token)).status).toBe(200);

    const after = await productAsShown(id);
    expect(before.searched).toBeDefined();
    for (const product of [after.listed, after.detail, after.searched ?? {}])
      expect(stockFields(product)).toEqual({
        stock: stock - 2,
        availableStock: stock - 2,
        available: true,
        calculatedMaxPurchase: before.listed.calculatedMaxPurchase,
      });
  });

  it('a cancelled order gives its stock back', async () => {
    const id = String(physical[1]);
    const stock = Number((await productAsShown(id)).listed.stock);
    const { token, order } = await customerWithOrder(sandbox, 'stock-return@example.com', [id]);
    expect((await productAsShown(id)).detail.stock).toBe(stock - 1);

    expect((await cancel(token, String(order.id))).status).toBe(200);
    const after = await productAsShown(id);
    expect([
      after.listed.stock,
      after.detail.stock,
      after.searched?.stock,
      after.detail.availableStock,
    ]).toEqual([stock, stock, stock, stock]);
  });

  it('placing an order counts its quantities as sold, as Shopware’s StockStorage raises `sales`; cancelling takes them back', async () => {
    const id = String(physical[0]);
    const sales = Number((await productAsShown(id)).listed.sales);
    const token = await customerToken(sandbox, 'sales-count@example.com');
    await addProducts(sandbox, token, [{ id, quantity: 3 }]);
    const order = await placeOrder(sandbox, token);
    expect(order.status).toBe(200);

    const sold = await productAsShown(id);
    expect([sold.listed.sales, sold.detail.sales, sold.searched?.sales]).toEqual([
      sales + 3,
      sales + 3,
      sales + 3,
    ]);

    expect((await cancel(token, String(order.body.id))).status).toBe(200);
    const cancelled = await productAsShown(id);
    expect([cancelled.listed.sales, cancelled.detail.sales, cancelled.searched?.sales]).toEqual([
      sales,
      sales,
      sales,
    ]);
  });

  it('a closeout whose stock an order takes up is no longer available and cannot be bought; a cancellation makes it available again', async () => {
    const product = await closeout();
    const id = String(product.id);
    const stock = Number(product.stock);
    expect(product.calculatedMaxPurchase).toBe(stock);
    const buyer = await customerToken(sandbox, 'closeout-buyer@example.com');
    await addProducts(sandbox, buyer, [{ id, quantity: stock }]);
    const order = await placeOrder(sandbox, buyer);
    expect(order.status).toBe(200);

    const soldOut = await productAsShown(id);
    for (const shown of [soldOut.listed, soldOut.detail])
      expect(stockFields(shown)).toEqual({
        stock: 0,
        availableStock: 0,
        available: false,
        calculatedMaxPurchase: 0,
      });

    const latecomer = await customerToken(sandbox, 'closeout-latecomer@example.com');
    const cart = await addProducts(sandbox, latecomer, [{ id }]);
    const errors = Object.values(cart.errors as Record<string, Json>);
    expect(errors.map((error) => error.messageKey)).toContain('product-out-of-stock');
    const refused = await placeOrder(sandbox, latecomer);
    expect(refused.status).toBe(400);
    expect(['CHECKOUT__CART_EMPTY', 'CHECKOUT__CART_INVALID']).toContain(errorCodeOf(refused.body));

    expect((await cancel(buyer, String(order.body.id))).status).toBe(200);
    expect(stockFields((await productAsShown(id)).detail)).toEqual({
      stock,
      availableStock: stock,
      available: true,
      calculatedMaxPurchase: stock,
    });
  });

  it('of two customers ordering a closeout’s last pieces at once, one order is placed and the other refused', async () => {
    const product = await closeout();
    const id = String(product.id);
    const stock = Number(product.stock);
    const tokens = await Promise.all(
      ['race-a@example.com', 'race-b@example.com'].map((email) => customerToken(sandbox, email)),
    );
    for (const token of tokens) await addProducts(sandbox, token, [{ id, quantity: stock }]);

    const answers = await Promise.all(tokens.map((token) => placeOrder(sandbox, token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400) as { body: Json };
    expect(errorCodeOf(refused.body)).toBe('CHECKOUT__CART_INVALID');
    expect(stockFields((await productAsShown(id)).detail)).toMatchObject({ stock: 0, available: false });
  });
});

describe('cancelling an order (Shopware CancelOrderRoute)', () => {
  const transactionStates = async (token: string, orderId: string): Promise<string[]> => {
    const listed = await post(
      sandbox,
      '/order',
      { ids: [orderId], associations: { transactions: {} } },
      { token },
    );
    const order = ((listed.body.orders as Json).elements as Json[])[0] as Json;
    return (order.transactions as Json[]).map((transaction) =>
      String((transaction.stateMachineState as Json).technicalName),
    );
  };

  it('cancels the order’s open payment with it', async () => {
    const { token, order } = await customerWithOrder(sandbox, 'cancel-payment@example.com', [
      String(physical[0]),
    ]);
    expect(await transactionStates(token, String(order.id))).toEqual(['open']);
    expect((await cancel(token, String(order.id))).status).toBe(200);
    expect(await transactionStates(token, String(order.id))).toEqual(['cancelled']);
  });

  it('leaves a paid payment paid: giving the money back is a refund', async () => {
    const { token, order } = await customerWithOrder(sandbox, 'cancel-paid@example.com', [
      String(physical[0]),
    ]);
    const transaction = (order.transactions as Json[])[0] as Json;
    transitionTransaction({ db: sandbox.db, now: () => Date.now() }, String(transaction.id), 'paid');
    expect((await cancel(token, String(order.id))).status).toBe(200);
    expect(await transactionStates(token, String(order.id))).toEqual(['paid']);
  });
});
