import { isStoreApiHttpError, type Order } from '@beautyshop/store-api-client';
import { addressLines } from '../account/addressLines';
import { bankTransferOf } from '../account/bankTransfer';
import type { RequestStoreApi } from '../server/storeApi.server';
import { orderCoupon, trackedOrderLines } from '../tracking/trackedItems';
import { lineImageOf } from '../views/lineImage';
import { ORDER_DETAIL_ASSOCIATIONS } from '../views/orderAssociations';
import { totalRoundingOf } from '../views/totalRounding';
import { translatedName } from '../views/translatedName';
import type { OrderConfirmation } from './checkoutView';
import { type SuccessView, successViewOf } from './successView';

/** The order of this session with this id; undefined for any other id (a guest never sees another's order). */
export async function readOwnOrder(storeApi: RequestStoreApi, orderId: string): Promise<Order | undefined> {
  try {
    return await readOrder(storeApi, orderId);
  } catch (error) {
    // Spec 6: no customer in the session (403) has no orders to show.
    if (isStoreApiHttpError(error) && error.status === 403) return undefined;
    throw error;
  }
}

async function readOrder(storeApi: RequestStoreApi, orderId: string): Promise<Order | undefined> {
  const { orders } = await storeApi.client.orders.readOrders({
    filter: [{ type: 'equals', field: 'id', value: orderId }],
    associations: ORDER_DETAIL_ASSOCIATIONS,
    limit: 1,
  });
  return orders.elements.find((order) => order.id === orderId);
}

/** The taxes of all rates, summed in cents so that 19 % and 7 % lines add up exactly. */
const taxOf = (taxes: readonly { tax: number }[] | undefined): number | undefined =>
  taxes && taxes.length > 0
    ? taxes.reduce((cents, entry) => cents + Math.round(entry.tax * 100), 0) / 100
    : undefined;

export async function loadOrderConfirmation(
  storeApi: RequestStoreApi,
  orderId: string,
  requested: SuccessView,
): Promise<OrderConfirmation | undefined> {
  const order = await readOwnOrder(storeApi, orderId);
  if (!order) return undefined;
  const transaction = order.transactions?.at(-1);
  const delivery = order.deliveries?.[0];
  const view = successViewOf(requested, transaction?.stateMachineState?.technicalName);
  const paymentMethods =
    view === 'unpaid' && order.stateMachineState.technicalName !== 'cancelled'
      ? (await storeApi.client.context.readPaymentMethods({ onlyAvailable: true }))
          // As on the account's order page: only methods that may pay an order after it is placed.
          .filter((method) => method.afterOrderEnabled === true)
          .map((method) => ({ id: method.id, name: translatedName(method) }))
      : [];
  return {
    view,
    cancelled: order.stateMachineState.technicalName === 'cancelled',
    orderId: order.id,
    orderNumber: order.orderNumber ?? order.id,
    email: order.orderCustomer?.email,
    currency: storeApi.locale.currency,
    locale: storeApi.locale.tag,
    items: (order.lineItems ?? []).map((item) => ({
      id: item.id,
      label: item.label,
      quantity: item.quantity,
      totalPrice: item.totalPrice ?? 0,
      image: lineImageOf(item.cover),
    })),
    totals: {
      subtotal: order.price.positionPrice,
      // An order of digital content only has no delivery: no delivery row, rather than 'free'.
      shipping: delivery ? (order.shippingTotal ?? 0) : undefined,
      total: order.price.totalPrice,
      rounding: totalRoundingOf(order.price),
    },
    billingAddress: addressLines(order.addresses?.find((address) => address.id === order.billingAddressId)),
    shippingAddress: addressLines(delivery?.shippingOrderAddress),
    paymentMethod: translatedName(transaction?.paymentMethod),
    paymentState: transaction?.stateMachineState?.translated?.name as string | undefined,
    bankTransfer: bankTransferOf(transaction, order.stateMachineState.technicalName),
    shippingMethod: translatedName(delivery?.shippingMethod),
    invoiceId: order.documents[0]?.id,
    downloads: (order.lineItems ?? []).flatMap((item) =>
      (item.downloads ?? [])
        .filter((download) => download.accessGranted)
        .map((download) => ({ id: download.id, name: item.label })),
    ),
    paymentMethods,
    trackedItems: trackedOrderLines(order.lineItems),
    tax: taxOf(order.price.calculatedTaxes),
    coupon: orderCoupon(order.lineItems),
  };
}
