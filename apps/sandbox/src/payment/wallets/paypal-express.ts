import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { PayableOrder, PayableTransaction } from '../order-port.js';
import { setTransactionState } from '../orders.js';
import { sendPaymentStatusMail } from '../payment-mails.js';
import { approvedWalletOrderOf, completeWalletOrder } from './wallet-orders.js';

/**
 * The PayPal handler's pay step after an express checkout (SwagPayPal): the buyer approved the PayPal order
 * before the shop order existed, so it is captured at once, the transaction is paid, and nobody is redirected.
 * False when the customer has no approved PayPal order (PayPal chosen at the checkout: the usual redirect).
 */
export function captureExpressWalletOrder(
  deps: SandboxDeps,
  order: PayableOrder,
  transaction: PayableTransaction,
): boolean {
  const walletOrder = approvedWalletOrderOf(deps, 'paypal', order.customerId);
  if (!walletOrder || !completeWalletOrder(deps, walletOrder.id)) return false;
  setTransactionState(deps, transaction.id, 'paid');
  sendPaymentStatusMail(deps, order, transaction.amount, 'paid');
  return true;
}
