import { cartForOrder } from '../cart/cart-service.js';
import { CloseoutStockExhaustedError } from '../catalogue/stock-storage.js';
import { findCustomerAddress } from '../customer/address-store.js';
import type { CustomerRecord } from '../customer/customer-store.js';
import { AddressNotFoundError } from '../customer/errors.js';
import { currentCustomer } from '../customer/session.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { buildOrder, type OrderAddresses } from './build-order.js';
import { CartEmptyError, CartHashMismatchError, InvalidCartError } from './order-errors.js';
import type { PlaceOrderInput } from './order-input.js';
import { sendOrderConfirmation } from './order-mails.js';
import { insertOrderForCart } from './order-store.js';

/** Placements of one cart that lost the race to a concurrent change before one of them may give up. */
const MAX_ATTEMPTS = 20;

function orderAddresses(deps: SandboxDeps, shop: ShopRequest, customer: CustomerRecord): OrderAddresses {
  const billingId = shop.context.billingAddressId ?? customer.defaultBillingAddressId;
  const shippingId = shop.context.shippingAddressId ?? customer.defaultShippingAddressId;
  const billing = findCustomerAddress(deps, customer.id, billingId);
  if (!billing) throw new AddressNotFoundError(billingId);
  const shipping = findCustomerAddress(deps, customer.id, shippingId);
  if (!shipping) throw new AddressNotFoundError(shippingId);
  return { billing, shipping };
}

/**
 * Shopware's CartOrderRoute::order with OrderPersister::persist: the customer must be logged in (a guest must
 * have registered as guest), a hash the client sends must still match the cart, errors that block an order
 * refuse it, an empty cart is refused; then the order is written and the cart deleted in one transaction that
 * succeeds only on the cart version the order was calculated from, and takes the products' stock. Ten
 * concurrent placements of one cart thus place one order; the others find the cart empty. Answers the new
 * order's id.
 */
export function placeOrder(deps: SandboxDeps, shop: ShopRequest, input: PlaceOrderInput): string {
  const customer = currentCustomer(deps, shop, 'guest-or-registered');
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const cart = cartForOrder(deps, shop, new Date(deps.now()));
    if (input.hash !== null && input.hash !== cart.hash) throw new CartHashMismatchError(shop.context.token);
    const blocking = cart.calculation.errors.filter((error) => error.blockOrder);
    if (blocking.length) throw new InvalidCartError(blocking);
    if (cart.version === 0 || (cart.calculation.cart.lineItems as unknown[]).length === 0)
      throw new CartEmptyError();
    const order = buildOrder(
      deps,
      shop,
      customer,
      orderAddresses(deps, shop, customer),
      cart.calculation,
      input,
    );
    let placed: ReturnType<typeof insertOrderForCart>;
    try {
      placed = insertOrderForCart(
        deps,
        { token: shop.context.token, version: cart.version },
        order,
        (numbers) => sendOrderConfirmation(deps, shop, order, numbers),
      );
    } catch (error) {
      // Another order took a closeout's last pieces since the cart was calculated: calculated again, the cart
      // now carries the out-of-stock or quantity-reduced error that refuses the order.
      if (error instanceof CloseoutStockExhaustedError) continue;
      throw error;
    }
    // Another request changed or ordered the cart in between: look again (a hash would no longer match).
    if (placed) return order.order.id;
  }
  throw new CartEmptyError();
}
