import { CartStore } from '../src/cart/cart-store.js';
import { guestContextDefaults } from '../src/context/guest-defaults.js';
import { insertAddress } from '../src/customer/address-store.js';
import { insertCustomer } from '../src/customer/customer-store.js';
import { openDatabase } from '../src/db/open.js';
import { createSandboxDeps } from '../src/deps.js';
import type { SandboxDeps } from '../src/domain/sandbox-deps.js';
import { resolveShopRequest } from '../src/http/shop-context.js';
import { idFor } from '../src/ids.js';
import { loadOrderForAnswer, placeOrder } from '../src/order/index.js';
import type { Random } from '../src/prng.js';

/** The context token of the shopper whose cart the index-th placement orders. */
export const orderToken = (index: number) => `bench-order-${String(index).padStart(5, '0')}`;

const EMAIL_PREFIX = 'bench-order-';

/**
 * Registers `count` customers (without password: the bench measures ordering, not bcrypt), each logged into the
 * context `orderToken(index)` with a cart of two products, straight into the database before the server starts.
 * Customers, orders and carts of an earlier run are deleted first.
 */
export function prepareOrderShoppers(
  dbFile: string,
  salesChannelId: string,
  count: number,
  productIds: readonly string[],
  random: Random,
): void {
  const db = openDatabase(dbFile);
  const deps = createSandboxDeps(db, () => 'http://127.0.0.1');
  const salesChannel = deps.entities.get('sales_channel', salesChannelId);
  if (!salesChannel) throw new Error('bench: no sales channel');
  const defaults = guestContextDefaults(salesChannel);
  const carts = new CartStore(db);
  const now = new Date().toISOString();
  db.transaction(() => {
    db.prepare(
      `DELETE FROM sales_order WHERE customer_id IN (SELECT id FROM customer WHERE email LIKE '${EMAIL_PREFIX}%')`,
    ).run();
    db.prepare(`DELETE FROM context WHERE token LIKE '${EMAIL_PREFIX}%'`).run();
    db.prepare(`DELETE FROM cart WHERE token LIKE '${EMAIL_PREFIX}%'`).run();
    db.prepare(`DELETE FROM customer WHERE email LIKE '${EMAIL_PREFIX}%'`).run();
    db.prepare(`DELETE FROM mail WHERE recipient LIKE '${EMAIL_PREFIX}%'`).run();
    for (let index = 0; index < count; index += 1) {
      const customerId = idFor(`bench-order-customer:${index}`);
      const addressId = idFor(`bench-order-address:${index}`);
      insertCustomer(deps, {
        id: customerId,
        salesChannelId,
        languageId: defaults.languageId,
        email: `${orderToken(index)}@example.com`,
        passwordHash: null,
        guest: false,
        active: true,
        defaultBillingAddressId: addressId,
        defaultShippingAddressId: addressId,
        lastPaymentMethodId: defaults.paymentMethodId,
        doubleOptInRegistration: false,
        doubleOptInHash: null,
        doubleOptInSentAt: null,
        doubleOptInConfirmedAt: null,
        firstLogin: now,
        lastLogin: now,
        profile: {
          salutationId: null,
          title: null,
          firstName: 'Bench',
          lastName: `Shopper ${index}`,
          birthday: null,
          accountType: 'private',
          company: null,
          vatIds: null,
          affiliateCode: null,
          campaignCode: null,
          requestedGroupId: null,
        },
        createdAt: now,
      });
      insertAddress(deps, {
        id: addressId,
        customerId,
        createdAt: now,
        updatedAt: now,
        fields: {
          countryId: defaults.countryId,
          countryStateId: null,
          salutationId: null,
          firstName: 'Bench',
          lastName: `Shopper ${index}`,
          zipcode: '10115',
          city: 'Berlin',
          company: null,
          street: `Rosenweg ${index}`,
          department: null,
          title: null,
          phoneNumber: null,
          additionalAddressLine1: null,
          additionalAddressLine2: null,
        },
      });
      deps.contexts.save({ ...deps.contexts.start(defaults, orderToken(index)), customerId });
      const first = random.pick(productIds);
      let second = random.pick(productIds);
      while (second === first) second = random.pick(productIds);
      carts.saveIfVersion(
        orderToken(index),
        salesChannelId,
        [first, second].map((id) => ({ id, referencedId: id, type: 'product' as const, quantity: 1 })),
        0,
      );
    }
  })();
  db.close();
}

/**
 * The placement in-process: what the route runs (the same calculation, statements and mail) without HTTP, one
 * at a time, on the carts prepared for it.
 */
export function placeOrderDirect(
  deps: SandboxDeps,
  headers: Readonly<Record<string, string>>,
  index: number,
): void {
  const requestHeaders: Record<string, string> = { ...headers, 'sw-context-token': orderToken(index) };
  const shop = resolveShopRequest(deps, (name) => requestHeaders[name]);
  if (shop.context.customerId === null) throw new Error(`bench: no customer in ${orderToken(index)}`);
  const orderId = placeOrder(deps, shop, {
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    hash: null,
  });
  loadOrderForAnswer(deps, shop, orderId);
}
