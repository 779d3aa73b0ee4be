import { randomBytes, randomUUID } from 'node:crypto';
import type { CartCalculation } from '../cart/calculate.js';
import type { Doc } from '../catalogue/entities/store.js';
import type { AddressRecord } from '../customer/address-store.js';
import type { CustomerRecord } from '../customer/customer-store.js';
import { renderAddress } from '../customer/render-customer.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { idFor } from '../ids.js';
import { mailKey } from '../mail/mailbox.js';
import { downloadFileNameOf } from './downloads.js';
import type { PlaceOrderInput } from './order-input.js';
import type { DeliveryRecord, LineItemRecord, NewOrder, TransactionRecord } from './order-store.js';
import { STATE_MACHINES } from './state-machines.js';

/** Shopware's live version id: every entity of an order carries it. */
export const LIVE_VERSION_ID = '0fa91ce3e96a4bc2be4bd9ce752c3425';
export const INVOICE_DOCUMENT_TYPE_ID = idFor('document-type:invoice');

/** A new 32-hex id, as Uuid::randomHex. */
export const newId = (): string => randomUUID().replaceAll('-', '');

/** A deep link code as Shopware's Random::getBase64UrlString(32). */
export const newDeepLinkCode = (): string => randomBytes(24).toString('base64url');

function orderAddress(
  deps: Pick<SandboxDeps, 'entities'>,
  shop: ShopRequest,
  address: AddressRecord,
  id: string,
  now: string,
): Doc {
  const {
    customerId: _customerId,
    isDefaultBillingAddress: _billing,
    isDefaultShippingAddress: _shipping,
    ...rendered
  } = renderAddress(deps, shop, address);
  return {
    ...rendered,
    id,
    versionId: LIVE_VERSION_ID,
    vatId: null,
    hash: null,
    customFields: null,
    createdAt: now,
    updatedAt: null,
    apiAlias: 'order_address',
  };
}

const zeroPrice = (): Doc => ({
  unitPrice: 0,
  quantity: 1,
  totalPrice: 0,
  calculatedTaxes: [],
  taxRules: [],
  referencePrice: null,
  listPrice: null,
  regulationPrice: null,
  apiAlias: 'calculated_price',
});

export interface OrderAddresses {
  billing: AddressRecord;
  shipping: AddressRecord;
}

/**
 * Converts a calculated cart into the rows of an order, as Shopware's OrderConverter::convertToOrder: the order
 * with its customer and addresses, a line item per cart line item, a delivery per cart delivery (to the
 * shipping address, in state open), one transaction over the total to pay (open), a download per digital
 * product line, and the invoice. States start at each machine's initial state.
 */
export function buildOrder(
  deps: Pick<SandboxDeps, 'entities' | 'now'>,
  shop: ShopRequest,
  customer: CustomerRecord,
  addresses: OrderAddresses,
  calculation: CartCalculation,
  input: PlaceOrderInput,
): NewOrder {
  const now = new Date(deps.now()).toISOString();
  const orderId = newId();
  const deepLinkCode = newDeepLinkCode();
  const chain = shop.languageIdChain;
  const cart = calculation.cart;
  const price = cart.price as Doc;

  const billingAddressId = newId();
  const shippingAddressId = addresses.shipping.id === addresses.billing.id ? billingAddressId : newId();
  const billingAddress = orderAddress(deps, shop, addresses.billing, billingAddressId, now);
  const shippingAddress =
    shippingAddressId === billingAddressId
      ? billingAddress
      : orderAddress(deps, shop, addresses.shipping, shippingAddressId, now);

  const cartLines = (cart.lineItems as Doc[]) ?? [];
  const lineItemIds = new Map<string, string>();
  const lineItems: LineItemRecord[] = cartLines.map((line, index) => {
    const id = newId();
    lineItemIds.set(String(line.id), id);
    const linePrice = line.price as Doc;
    const payload = (line.payload as Doc | undefined) ?? {};
    const type = String(line.type);
    const productId = type === 'product' || type === 'freeProduct' ? String(line.referencedId) : null;
    const promotionId = type === 'promotion' ? String(payload.promotionId ?? '') || null : null;
    const cover = line.cover as Doc | undefined;
    const doc: Doc = {
      id,
      versionId: LIVE_VERSION_ID,
      orderId,
      orderVersionId: LIVE_VERSION_ID,
      productId,
      productVersionId: productId ? LIVE_VERSION_ID : null,
      promotionId,
      parentId: null,
      coverId: cover ? String(cover.id) : null,
      identifier: String(line.id),
      referencedId: String(line.referencedId),
      quantity: Number(line.quantity),
      label: String(line.label),
      payload,
      good: line.good === true,
      removable: line.removable === true,
      stackable: line.stackable === true,
      position: index + 1,
      priceDefinition: line.priceDefinition,
      price: linePrice,
      unitPrice: Number(linePrice.unitPrice),
      totalPrice: Number(linePrice.totalPrice),
      description: line.description ?? null,
      type,
      customFields: null,
      states: line.states ?? [],
      createdAt: now,
      updatedAt: null,
      ...(cover ? { cover } : {}),
      children: [],
      translated: {},
      apiAlias: 'order_line_item',
    };
    return {
      id,
      orderId,
      position: index + 1,
      type,
      productId,
      promotionId,
      quantity: Number(line.quantity),
      doc,
    };
  });

  const downloads = lineItems
    .filter((item) => item.productId !== null && (item.doc.states as string[]).includes('is-download'))
    .map((item, index) => ({
      id: newId(),
      orderId,
      lineItemId: item.id,
      position: index + 1,
      accessGranted: false,
      fileName: downloadFileNameOf(item.doc),
      createdAt: now,
      updatedAt: now,
    }));

  const deliveries: DeliveryRecord[] = ((cart.deliveries as Doc[]) ?? []).map((delivery) => {
    const id = newId();
    const date = delivery.deliveryDate as Doc;
    const method = delivery.shippingMethod as Doc;
    return {
      id,
      orderId,
      state: STATE_MACHINES['order_delivery.state'].initial,
      createdAt: now,
      updatedAt: now,
      doc: {
        id,
        versionId: LIVE_VERSION_ID,
        orderId,
        orderVersionId: LIVE_VERSION_ID,
        shippingOrderAddressId: shippingAddressId,
        shippingOrderAddressVersionId: LIVE_VERSION_ID,
        shippingMethodId: String(method.id),
        trackingCodes: [],
        shippingDateEarliest: date.earliest,
        shippingDateLatest: date.latest,
        shippingCosts: delivery.shippingCosts,
        customFields: null,
        createdAt: now,
        shippingOrderAddress: shippingAddress,
        shippingMethod: method,
        positions: ((delivery.positions as Doc[]) ?? []).map((position) => {
          const positionPrice = position.price as Doc;
          return {
            id: newId(),
            versionId: LIVE_VERSION_ID,
            orderDeliveryId: id,
            orderLineItemId: lineItemIds.get(String(position.identifier)) ?? null,
            price: positionPrice,
            unitPrice: Number(positionPrice.unitPrice),
            totalPrice: Number(positionPrice.totalPrice),
            quantity: Number(position.quantity),
            customFields: null,
            createdAt: now,
            apiAlias: 'order_delivery_position',
          };
        }),
        apiAlias: 'order_delivery',
      },
    };
  });

  const transactions: TransactionRecord[] = ((cart.transactions as Doc[]) ?? []).map(
    (transaction, index) => ({
      id: newId(),
      orderId,
      position: index,
      paymentMethodId: String(transaction.paymentMethodId),
      state: STATE_MACHINES['order_transaction.state'].initial,
      amount: transaction.amount as Doc,
      createdAt: now,
      updatedAt: now,
    }),
  );

  const shippingCosts = (deliveries[0]?.doc.shippingCosts as Doc | undefined) ?? zeroPrice();
  const shippingTotal = deliveries.reduce(
    (sum, delivery) => sum + Number((delivery.doc.shippingCosts as Doc).totalPrice),
    0,
  );
  const profile = customer.profile;
  const salutationId = profile.salutationId ?? idFor('salutation:not_specified');
  const currency = shop.currency;
  const doc: Doc = {
    id: orderId,
    versionId: LIVE_VERSION_ID,
    billingAddressId,
    billingAddressVersionId: LIVE_VERSION_ID,
    currencyId: String(currency.id),
    languageId: shop.languageId,
    salesChannelId: shop.salesChannel.id,
    orderDateTime: now,
    orderDate: now.slice(0, 10),
    price,
    amountTotal: Number(price.totalPrice),
    amountNet: Number(price.netPrice),
    positionPrice: Number(price.positionPrice),
    taxStatus: String(price.taxStatus),
    shippingCosts,
    shippingTotal: Math.round(shippingTotal * 100) / 100,
    currencyFactor: shop.currencyFactor,
    deepLinkCode,
    affiliateCode: input.affiliateCode,
    campaignCode: input.campaignCode,
    customerComment: input.customerComment,
    source: null,
    taxCalculationType: 'horizontal',
    itemRounding: currency.itemRounding ?? null,
    totalRounding: currency.totalRounding ?? null,
    customFields: null,
    createdById: null,
    updatedById: null,
    createdAt: now,
    orderCustomer: {
      id: newId(),
      versionId: LIVE_VERSION_ID,
      customerId: customer.id,
      email: customer.email,
      salutationId,
      firstName: profile.firstName,
      lastName: profile.lastName,
      company: profile.company,
      title: profile.title,
      vatIds: profile.vatIds,
      customerNumber: customer.customerNumber,
      customFields: null,
      createdAt: now,
      updatedAt: null,
      salutation: deps.entities.render('salutation', salutationId, chain) ?? null,
      apiAlias: 'order_customer',
    },
    currency,
    addresses: shippingAddressId === billingAddressId ? [billingAddress] : [billingAddress, shippingAddress],
    billingAddress,
    tags: [],
    apiAlias: 'order',
  };

  const giftCards = cartLines
    .filter((line) => line.type === 'voucherCard')
    .map((line) => ({
      code: String(line.referencedId),
      // Balances are kept in EUR; the line's amount is in the order's currency.
      amount: Math.round((-Number((line.price as Doc).totalPrice) / (shop.currencyFactor || 1)) * 100) / 100,
    }));

  return {
    order: {
      id: orderId,
      salesChannelId: shop.salesChannel.id,
      customerId: customer.id,
      emailKey: mailKey(customer.email),
      deepLinkCode,
      billingZipcode: addresses.billing.fields.zipcode ?? '',
      state: STATE_MACHINES['order.state'].initial,
      doc,
      orderDateTime: now,
      createdAt: now,
      updatedAt: now,
    },
    lineItems,
    transactions,
    deliveries,
    downloads,
    invoice: {
      id: newId(),
      orderId,
      documentType: 'invoice',
      deepLinkCode: newDeepLinkCode(),
      sent: true,
      createdAt: now,
      updatedAt: now,
    },
    giftCards,
  };
}
