import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { sendMail } from '../mail/mailbox.js';
import type { LanguageCode } from '../seed/markets.js';
import { orderRecipientOf } from './order-recipient.js';
import type { OrderRecord } from './order-store.js';
import { STATE_MACHINES } from './state-machines.js';

/** Transaction states whose entry Shopware mails to the customer (its order_transaction.state.* templates). */
const MAILED_STATES = new Set(['paid', 'failed', 'cancelled', 'refunded']);

const SUBJECTS: Record<LanguageCode, (orderNumber: string, state: string) => string> = {
  de: (number, state) => `Zahlungsstatus deiner Bestellung ${number}: ${state}`,
  en: (number, state) => `Payment status of your order ${number}: ${state}`,
  fr: (number, state) => `Statut du paiement de votre commande ${number}\u00a0: ${state}`,
};

const LINES: Record<LanguageCode, (name: string, number: string, state: string) => string[]> = {
  de: (name, number, state) => [
    `Hallo ${name},`,
    `der Zahlungsstatus deiner Bestellung ${number} ist jetzt: ${state}.`,
  ],
  en: (name, number, state) => [
    `Hello ${name},`,
    `the payment status of your order ${number} is now: ${state}.`,
  ],
  fr: (name, number, state) => [
    `Bonjour ${name},`,
    `le statut du paiement de votre commande ${number} est désormais\u00a0: ${state}.`,
  ],
};

/** The payment status mail (Shopware's `order_transaction.state.{state}`) for the states customers hear about. */
export function sendPaymentStatusMail(
  deps: Pick<SandboxDeps, 'db' | 'now'>,
  order: OrderRecord,
  state: string,
): void {
  if (!MAILED_STATES.has(state)) return;
  const { email, name, language } = orderRecipientOf(order.doc);
  const stateName = STATE_MACHINES['order_transaction.state'].states[state]?.[language] ?? state;
  sendMail(deps, {
    template: `order_transaction.state.${state}`,
    to: email,
    subject: SUBJECTS[language](order.orderNumber, stateName),
    lines: LINES[language](name, order.orderNumber, stateName),
    salesChannelId: order.salesChannelId,
  });
}
