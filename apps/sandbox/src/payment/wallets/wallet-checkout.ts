import type { Context } from 'hono';
import { readCart } from '../../cart/cart-service.js';
import type { ContextRow } from '../../context/store.js';
import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { AppEnv } from '../../http/env.js';
import { paymentMethodIdFor } from '../../seed/system.js';
import { checkoutWithWalletBuyer } from './wallet-customer.js';
import {
  MissingWalletParameterError,
  WalletCartEmptyError,
  WalletOrderNotApprovedError,
  WalletOrderNotFoundError,
} from './wallet-errors.js';
import { createWalletOrder, findWalletOrder, type Wallet, type WalletOrder } from './wallet-orders.js';

const LABEL: Record<Wallet, string> = {
  paypal: 'The PayPal order',
  'amazon-pay': 'The Amazon Pay checkout session',
};

/** The wallet's seeded payment method. */
export const walletPaymentMethodId = (wallet: Wallet): string => paymentMethodIdFor(wallet);

/** Starts a wallet checkout for the context's cart: its total in the context's currency, to be approved. */
export function startWalletCheckout(
  deps: SandboxDeps,
  c: Context<AppEnv>,
  wallet: Wallet,
  urls: { returnUrl: string | null; cancelUrl: string | null },
): WalletOrder {
  const shop = c.get('shop');
  const cart = readCart(deps, shop);
  const lineItems = Array.isArray(cart.lineItems) ? cart.lineItems : [];
  if (lineItems.length === 0) throw new WalletCartEmptyError();
  const price = cart.price as { totalPrice?: number } | undefined;
  return createWalletOrder(deps, {
    wallet,
    salesChannelId: shop.salesChannel.id,
    contextToken: shop.context.token,
    amount: Number(price?.totalPrice ?? 0),
    currency: String(shop.currency.isoCode ?? 'EUR'),
    ...urls,
  });
}

/**
 * Continues an approved wallet checkout in the shop: the wallet order must be this market's, started by this
 * context (or, once taken over, continued by the same customer), and approved by the buyer.
 */
export function continueWalletCheckout(
  deps: SandboxDeps,
  c: Context<AppEnv>,
  wallet: Wallet,
  id: unknown,
  parameter: string,
): ContextRow {
  if (typeof id !== 'string' || id === '') throw new MissingWalletParameterError(parameter);
  const shop = c.get('shop');
  const order = findWalletOrder(deps, wallet, id);
  // Once the shop took the buyer over, only that customer continues; before, only the context that started it.
  const mine =
    order?.salesChannelId === shop.salesChannel.id &&
    (order.customerId === null
      ? order.contextToken === shop.context.token
      : order.customerId === shop.context.customerId);
  if (!order || !mine) throw new WalletOrderNotFoundError(LABEL[wallet]);
  if (order.status !== 'APPROVED' || !order.buyer)
    throw new WalletOrderNotApprovedError(LABEL[wallet], order.status);
  return checkoutWithWalletBuyer(deps, c, order, order.buyer, walletPaymentMethodId(wallet));
}
