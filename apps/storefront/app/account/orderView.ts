import type { Order } from '@beautyshop/store-api-client';
import { lineImageOf } from '../views/lineImage';
import type { OrderDetailView, OrderListItemView, OrderStateView } from '../views/orderViews';
import { totalRoundingOf } from '../views/totalRounding';
import { translatedName } from '../views/translatedName';
import { addressLines } from './addressLines';
import { bankTransferOf } from './bankTransfer';
import {
  canCancelOrder,
  canChangePaymentMethod,
  canReturnOrder,
  isReturnableLine,
  type OrderStates,
  returnableQuantityOf,
  returnedQuantities,
} from './orderRules';

type StateMachineState = Order['stateMachineState'];

function stateView(state: StateMachineState): OrderStateView {
  return { technicalName: state.technicalName, name: translatedName(state) ?? state.technicalName };
}

/** The payment that counts is the latest transaction (Shopware adds one per payment method change). */
const latestTransaction = (order: Order) => order.transactions?.at(-1);

export function orderStatesOf(order: Order): OrderStates {
  return {
    order: order.stateMachineState.technicalName,
    payment: latestTransaction(order)?.stateMachineState?.technicalName,
  };
}

/**
 * An order of the list. `fallbackCurrency` is the session's currency, for an answer that carries no currency of
 * its own (the order's currency wins: an order placed in CHF stays in CHF).
 */
export function orderListItemOf(order: Order, fallbackCurrency: string): OrderListItemView {
  const payment = latestTransaction(order)?.stateMachineState;
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? order.id,
    orderDate: order.orderDateTime,
    orderState: stateView(order.stateMachineState),
    paymentState: payment ? stateView(payment) : undefined,
    total: order.price.totalPrice,
    currency: order.currency?.isoCode ?? fallbackCurrency,
  };
}

export function orderDetailOf(order: Order, fallbackCurrency: string): OrderDetailView {
  const states = orderStatesOf(order);
  const transaction = latestTransaction(order);
  const delivery = order.deliveries?.[0];
  const lineItems = order.lineItems ?? [];
  const returns = order.extensions?.returns ?? [];
  const returned = returnedQuantities(returns);
  const labels = new Map(lineItems.map((item) => [item.id, item.label]));
  return {
    ...orderListItemOf(order, fallbackCurrency),
    lines: lineItems.map((item) => ({
      id: item.id,
      label: item.label,
      quantity: item.quantity,
      unitPrice: item.unitPrice ?? (item.totalPrice ?? 0) / Math.max(item.quantity, 1),
      totalPrice: item.totalPrice ?? 0,
      returnable: isReturnableLine(item),
      returnableQuantity: returnableQuantityOf(item, returned),
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
    shippingMethod: translatedName(delivery?.shippingMethod),
    paymentMethod: transaction
      ? {
          id: transaction.paymentMethodId,
          name: translatedName(transaction.paymentMethod) ?? '',
        }
      : undefined,
    bankTransfer: bankTransferOf(transaction, order.stateMachineState.technicalName),
    documents: order.documents.map((document) => ({
      id: document.id,
      number: document.documentNumber ?? undefined,
    })),
    downloads: lineItems.flatMap((item) =>
      (item.downloads ?? [])
        .filter((download) => download.accessGranted)
        .map((download) => ({ id: download.id, label: item.label })),
    ),
    canCancel: canCancelOrder(states, lineItems),
    canChangePayment: canChangePaymentMethod(states),
    canReturn: canReturnOrder(states, lineItems, returned),
    returns: returns
      .toSorted((a, b) => Number(a.returnNumber) - Number(b.returnNumber))
      .map((request) => ({
        id: request.id,
        number: request.returnNumber,
        date: request.createdAt,
        state: request.state ? stateView(request.state) : undefined,
        lines: (request.lineItems ?? []).map((line) => ({
          label: labels.get(line.orderLineItemId) ?? '',
          quantity: line.quantity,
        })),
      })),
  };
}
