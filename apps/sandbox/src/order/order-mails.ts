import type { Doc } from '../catalogue/entities/store.js';
import { mailStorefrontOrigin } from '../customer/storefront-url.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { sendMail } from '../mail/mailbox.js';
import { type LanguageCode, languageCodeOf } from '../seed/markets.js';
import { PAYMENT_METHODS, paymentMethodIdFor } from '../seed/system.js';
import { formatMoney } from './money-format.js';
import { intlLocaleOf, storefrontLocaleOf } from './order-locale.js';
import { orderRecipientOf } from './order-recipient.js';
import type { NewOrder } from './order-store.js';

interface Texts {
  subject: (orderNumber: string) => string;
  /** For an order paid in advance: the reference to give, before the account (the method's description). */
  transfer: (orderNumber: string) => string;
  lines: (input: { name: string; orderNumber: string; total: string }) => string[];
  invoice: string;
  order: string;
}

const TEXTS: Record<LanguageCode, Texts> = {
  de: {
    subject: (number) => `Deine Bestellung ${number}`,
    lines: ({ name, orderNumber, total }) => [
      `Hallo ${name},`,
      `vielen Dank für deine Bestellung ${orderNumber} über ${total}.`,
      'Deine Rechnung und deine Bestellung findest du unter den folgenden Links.',
    ],
    transfer: (number) => `Bitte überweise den Betrag mit der Bestellnummer ${number} als Verwendungszweck.`,
    invoice: 'Rechnung (PDF)',
    order: 'Bestellung ansehen',
  },
  en: {
    subject: (number) => `Your order ${number}`,
    lines: ({ name, orderNumber, total }) => [
      `Hello ${name},`,
      `thank you for your order ${orderNumber} of ${total}.`,
      'Your invoice and your order are at the links below.',
    ],
    transfer: (number) =>
      `Please transfer the amount with the order number ${number} as the payment reference.`,
    invoice: 'Invoice (PDF)',
    order: 'View your order',
  },
  fr: {
    subject: (number) => `Votre commande ${number}`,
    lines: ({ name, orderNumber, total }) => [
      `Bonjour ${name},`,
      `merci pour votre commande ${orderNumber} d’un montant de ${total}.`,
      'Votre facture et votre commande sont accessibles via les liens ci-dessous.',
    ],
    transfer: (number) =>
      `Merci de virer le montant en indiquant le numéro de commande ${number} comme référence.`,
    invoice: 'Facture (PDF)',
    order: 'Voir la commande',
  },
};

/**
 * Where the storefront shows an order to its owner: Shopware's storefront route for a guest's order,
 * `/account/order/{deepLinkCode}`, under the locale of the order's market and language, on the first storefront
 * origin the sandbox knows (SANDBOX_STOREFRONT_ORIGINS, else http://localhost:3000).
 */
export function orderPageUrl(salesChannelId: string, language: LanguageCode, deepLinkCode: string): string {
  const origin = mailStorefrontOrigin();
  const locale = storefrontLocaleOf(salesChannelId, language);
  return `${origin}${locale ? `/${locale}` : ''}/account/order/${encodeURIComponent(deepLinkCode)}`;
}

/** The sandbox-only link that serves a document by its deep link code (what the mail's reader clicks). */
export const documentLinkUrl = (origin: string, documentId: string, deepLinkCode: string): string =>
  `${origin}/sandbox/document/${documentId}/${encodeURIComponent(deepLinkCode)}`;

const PREPAYMENT = PAYMENT_METHODS.find((method) => method.key === 'prepayment');

/** What an order paid in advance adds to its confirmation: the reference and the bank account; nothing otherwise. */
export function transferLines(
  language: LanguageCode,
  paymentMethodId: string | undefined,
  orderNumber: string,
): string[] {
  if (!PREPAYMENT || paymentMethodId !== paymentMethodIdFor(PREPAYMENT.key)) return [];
  return [TEXTS[language].transfer(orderNumber), PREPAYMENT.description[language]];
}

/** The order confirmation (Shopware's order_confirmation_mail) with the invoice link and the order's page. */
export function sendOrderConfirmation(
  deps: Pick<SandboxDeps, 'db' | 'now' | 'origin'>,
  shop: ShopRequest,
  placed: NewOrder,
  numbers: { orderNumber: string },
): void {
  const language = languageCodeOf(shop.languageId) ?? 'de';
  const texts = TEXTS[language];
  const doc = placed.order.doc;
  const { email, name } = orderRecipientOf(doc);
  // The total as the shop writes it in the order's locale (`53.90 CHF` in fr-ch, `CHF 53.90` in de-ch).
  const total = formatMoney(
    Number(doc.amountTotal),
    String((doc.currency as Doc).isoCode ?? 'EUR'),
    intlLocaleOf(storefrontLocaleOf(shop.salesChannel.id, language)),
  );
  sendMail(deps, {
    template: 'order_confirmation_mail',
    to: email,
    subject: texts.subject(numbers.orderNumber),
    lines: [
      ...texts.lines({ name, orderNumber: numbers.orderNumber, total }),
      ...transferLines(language, placed.transactions[0]?.paymentMethodId, numbers.orderNumber),
    ],
    links: [
      {
        label: texts.invoice,
        url: documentLinkUrl(deps.origin(), placed.invoice.id, placed.invoice.deepLinkCode),
      },
      { label: texts.order, url: orderPageUrl(shop.salesChannel.id, language, placed.order.deepLinkCode) },
    ],
    salesChannelId: shop.salesChannel.id,
  });
}
