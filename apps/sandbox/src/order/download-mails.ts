import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { sendMail } from '../mail/mailbox.js';
import type { LanguageCode } from '../seed/markets.js';
import { orderPageUrl } from './order-mails.js';
import { orderRecipientOf } from './order-recipient.js';
import { downloadsOf, lineItemsOf, type OrderRecord } from './order-store.js';

interface Texts {
  subject: (orderNumber: string) => string;
  lines: (name: string, orderNumber: string, items: readonly string[]) => string[];
  link: string;
}

const TEXTS: Record<LanguageCode, Texts> = {
  de: {
    subject: (number) => `Deine Downloads zur Bestellung ${number}`,
    lines: (name, number, items) => [
      `Hallo ${name},`,
      `deine Zahlung ist eingegangen: die Downloads deiner Bestellung ${number} stehen bereit.`,
      ...items.map((item) => `– ${item}`),
      'Du findest sie bei deiner Bestellung.',
    ],
    link: 'Zu deinen Downloads',
  },
  en: {
    subject: (number) => `Your downloads for order ${number}`,
    lines: (name, number, items) => [
      `Hello ${name},`,
      `your payment has arrived: the downloads of your order ${number} are ready.`,
      ...items.map((item) => `– ${item}`),
      'You will find them with your order.',
    ],
    link: 'To your downloads',
  },
  fr: {
    subject: (number) => `Vos téléchargements pour la commande ${number}`,
    lines: (name, number, items) => [
      `Bonjour ${name},`,
      `votre paiement est arrivé\u00a0: les téléchargements de votre commande ${number} sont prêts.`,
      ...items.map((item) => `– ${item}`),
      'Vous les trouverez avec votre commande.',
    ],
    link: 'Vers vos téléchargements',
  },
};

/**
 * Shopware's `downloads_delivery` mail: once a payment grants access to an order's digital content, the customer
 * hears which files are ready and where (the order's page, for a guest by its deep link). Nothing for an order
 * without downloads.
 */
export function sendDownloadsMail(deps: Pick<SandboxDeps, 'db' | 'now'>, order: OrderRecord): void {
  const granted = downloadsOf(deps, [order.id]).filter((download) => download.accessGranted);
  if (granted.length === 0) return;
  const lineIds = new Set(granted.map((download) => download.lineItemId));
  const items = lineItemsOf(deps, [order.id])
    .filter((item) => lineIds.has(item.id))
    .map((item) => String(item.doc.label ?? ''));
  const { email, name, language } = orderRecipientOf(order.doc);
  const texts = TEXTS[language];
  sendMail(deps, {
    template: 'downloads_delivery',
    to: email,
    subject: texts.subject(order.orderNumber),
    lines: texts.lines(name, order.orderNumber, items),
    links: [{ label: texts.link, url: orderPageUrl(order.salesChannelId, language, order.deepLinkCode) }],
    salesChannelId: order.salesChannelId,
  });
}
