import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { type OutgoingMail, sendMail } from '../mail/index.js';
import { type LanguageCode, languageCodeOf } from '../seed/markets.js';
import type { PayableOrder, TransactionState } from './order-port.js';
import { formatAmount } from './pages.js';

type StateTexts = Record<'paid' | 'failed' | 'cancelled' | 'unconfirmed', string>;

const SUBJECT: Record<LanguageCode, (orderNumber: string, state: string) => string> = {
  de: (orderNumber, state) => `Zahlungsstatus Ihrer Bestellung ${orderNumber}: ${state}`,
  en: (orderNumber, state) => `Payment status of your order ${orderNumber}: ${state}`,
  fr: (orderNumber, state) => `Statut du paiement de votre commande ${orderNumber} : ${state}`,
};

const STATE: Record<LanguageCode, StateTexts> = {
  de: { paid: 'bezahlt', failed: 'fehlgeschlagen', cancelled: 'abgebrochen', unconfirmed: 'unbestätigt' },
  en: { paid: 'paid', failed: 'failed', cancelled: 'cancelled', unconfirmed: 'unconfirmed' },
  fr: { paid: 'payé', failed: 'échoué', cancelled: 'annulé', unconfirmed: 'non confirmé' },
};

const LINES: Record<LanguageCode, (name: string, amount: string) => StateTexts> = {
  de: (name, amount) => ({
    paid: `Hallo ${name}, wir haben Ihre Zahlung über ${amount} erhalten. Vielen Dank!`,
    failed: `Hallo ${name}, Ihre Zahlung über ${amount} wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.`,
    cancelled: `Hallo ${name}, Sie haben die Zahlung über ${amount} abgebrochen. Sie können sie in Ihrem Konto erneut starten.`,
    unconfirmed: `Hallo ${name}, Ihre Zahlung über ${amount} wartet auf die Bestätigung des Zahlungsanbieters.`,
  }),
  en: (name, amount) => ({
    paid: `Hello ${name}, we have received your payment of ${amount}. Thank you!`,
    failed: `Hello ${name}, your payment of ${amount} was declined. Please choose another payment method.`,
    cancelled: `Hello ${name}, you cancelled the payment of ${amount}. You can start it again from your account.`,
    unconfirmed: `Hello ${name}, your payment of ${amount} is waiting for the payment provider's confirmation.`,
  }),
  fr: (name, amount) => ({
    paid: `Bonjour ${name}, nous avons bien reçu votre paiement de ${amount}. Merci !`,
    failed: `Bonjour ${name}, votre paiement de ${amount} a été refusé. Veuillez choisir un autre moyen de paiement.`,
    cancelled: `Bonjour ${name}, vous avez annulé le paiement de ${amount}. Vous pouvez le relancer depuis votre compte.`,
    unconfirmed: `Bonjour ${name}, votre paiement de ${amount} attend la confirmation du prestataire de paiement.`,
  }),
};

/**
 * The payment status mail of a transaction that changed state, named as Shopware's mail template types
 * (`order_transaction.state.paid`, ...), in the order's language, into the sandbox mailbox.
 */
export function sendPaymentStatusMail(
  deps: Pick<SandboxDeps, 'db' | 'now'>,
  order: PayableOrder,
  amount: number,
  state: Extract<TransactionState, keyof StateTexts>,
): void {
  const language = languageCodeOf(order.languageId) ?? 'de';
  const mail: OutgoingMail = {
    template: `order_transaction.state.${state}`,
    to: order.email,
    subject: SUBJECT[language](order.orderNumber, STATE[language][state]),
    lines: [LINES[language](order.firstName, formatAmount(amount, order.currency))[state]],
    salesChannelId: order.salesChannelId,
  };
  sendMail(deps, mail);
}
