import type { Doc } from '../catalogue/entities/store.js';
import { findCustomer } from '../customer/customer-store.js';
import { CustomerAuthThrottledError, CustomerNotLoggedInError } from '../customer/errors.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { ID_PATTERN } from '../ids.js';
import { languageCodeOf, MARKETS } from '../seed/markets.js';
import {
  DocumentNotFoundError,
  GuestNotAuthenticatedError,
  WrongGuestCredentialsError,
} from './order-errors.js';
import { GUEST_LOGIN_LIMITER, type GuestCredentials } from './order-list.js';
import { intlLocaleOf, storefrontLocaleOf } from './order-locale.js';
import {
  type DocumentRecord,
  deliveriesOf,
  documentContent,
  findDocument,
  findOrder,
  lineItemsOf,
  type OrderRecord,
  saveDocumentContent,
  transactionsOf,
} from './order-store.js';
import { invoicePdf } from './pdf/invoice-pdf.js';

export interface DocumentFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** The invoice's content, drawn from the order as placed the first time it is asked for, then kept. */
async function renderedContent(
  deps: Pick<SandboxDeps, 'db' | 'entities' | 'now'>,
  document: DocumentRecord,
  order: OrderRecord,
): Promise<Buffer> {
  const kept = documentContent(deps, document.id);
  if (kept) return kept;
  const doc = order.doc;
  const languageChain = [String(doc.languageId)];
  const deliveries = deliveriesOf(deps, [order.id]);
  const transactions = transactionsOf(deps, [order.id]);
  const lastTransaction = transactions.at(-1);
  const paymentMethod = lastTransaction
    ? deps.entities.render('payment_method', lastTransaction.paymentMethodId, languageChain)
    : undefined;
  const shippingMethod = deliveries[0]?.doc.shippingMethod as Doc | undefined;
  const salesChannel = deps.entities.render('sales_channel', order.salesChannelId, languageChain);
  const language = languageCodeOf(String(doc.languageId)) ?? 'de';
  const content = await invoicePdf({
    language,
    countryIso: MARKETS.find((market) => market.salesChannelId === order.salesChannelId)?.countryIso,
    locale: intlLocaleOf(storefrontLocaleOf(order.salesChannelId, language)),
    shopName: String(salesChannel?.name ?? 'Beautyshop'),
    invoiceNumber: document.documentNumber,
    invoiceDate: document.createdAt,
    orderNumber: order.orderNumber,
    orderDate: order.orderDateTime,
    customerNumber: String((doc.orderCustomer as Doc).customerNumber ?? ''),
    currencyIso: String((doc.currency as Doc).isoCode ?? 'EUR'),
    billingAddress: doc.billingAddress as Doc,
    shippingAddress: (deliveries[0]?.doc.shippingOrderAddress as Doc | undefined) ?? null,
    lineItems: lineItemsOf(deps, [order.id]).map((item) => item.doc),
    shippingCosts: Number(doc.shippingTotal ?? 0),
    price: doc.price as Doc,
    paymentMethod: String((paymentMethod?.translated as Doc | undefined)?.name ?? paymentMethod?.name ?? ''),
    shippingMethod: shippingMethod
      ? String((shippingMethod.translated as Doc | undefined)?.name ?? shippingMethod.name ?? '')
      : null,
  });
  saveDocumentContent(deps, document.id, content, new Date(deps.now()).toISOString());
  return content;
}

function documentWithCode(deps: SandboxDeps, documentId: string, deepLinkCode: string) {
  const document = ID_PATTERN.test(documentId) ? findDocument(deps, documentId) : undefined;
  const order =
    document && document.deepLinkCode === deepLinkCode ? findOrder(deps, document.orderId) : undefined;
  if (!document || !order) throw new DocumentNotFoundError(documentId);
  return { document, order };
}

const fileOf = async (
  deps: SandboxDeps,
  document: DocumentRecord,
  order: OrderRecord,
): Promise<DocumentFile> => ({
  fileName: document.fileName,
  contentType: 'application/pdf',
  content: await renderedContent(deps, document, order),
});

/**
 * Shopware 6.7's DocumentRoute::download: a document of the logged-in customer's own order by its id and deep
 * link code; for a shopper who is not logged in, a guest order's document once email and billing zip code
 * match (rate limited as the guest order lookup). Another customer's document is the same 404 as an unknown one.
 */
export async function downloadDocument(
  deps: SandboxDeps,
  shop: ShopRequest,
  request: { documentId: string; deepLinkCode: string; credentials: GuestCredentials; clientIp: string },
): Promise<DocumentFile> {
  const customerId = shop.context.customerId;
  const customer = customerId ? findCustomer(deps, customerId) : undefined;
  if (customer?.active) {
    const { document, order } = documentWithCode(deps, request.documentId, request.deepLinkCode);
    if (order.customerId !== customer.id || order.salesChannelId !== shop.salesChannel.id)
      throw new DocumentNotFoundError(request.documentId);
    return fileOf(deps, document, order);
  }
  const key = `${request.deepLinkCode.toLowerCase()}-${request.clientIp}`;
  const decision = deps.rateLimiter.consume(GUEST_LOGIN_LIMITER, key);
  if (decision.kind === 'throttled') throw new CustomerAuthThrottledError(decision.waitSeconds);
  const { document, order } = documentWithCode(deps, request.documentId, request.deepLinkCode);
  if (order.salesChannelId !== shop.salesChannel.id) throw new DocumentNotFoundError(request.documentId);
  if (!findCustomer(deps, order.customerId)?.guest) throw new CustomerNotLoggedInError();
  const { email, zipcode } = request.credentials;
  if (typeof email !== 'string' || email === '' || typeof zipcode !== 'string' || zipcode === '')
    throw new GuestNotAuthenticatedError();
  if (email !== String((order.doc.orderCustomer as Doc).email) || zipcode !== order.billingZipcode)
    throw new WrongGuestCredentialsError();
  deps.rateLimiter.reset(GUEST_LOGIN_LIMITER, key);
  return fileOf(deps, document, order);
}

/**
 * The link of the order confirmation mail (sandbox-only): a document by its id and deep link code alone, as the
 * storefront's document link works for whoever holds the mail.
 */
export function documentByDeepLink(
  deps: SandboxDeps,
  documentId: string,
  deepLinkCode: string,
): Promise<DocumentFile> {
  const { document, order } = documentWithCode(deps, documentId, deepLinkCode);
  return fileOf(deps, document, order);
}
