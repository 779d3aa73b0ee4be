import { isStoreApiHttpError, type Order } from '@beautyshop/store-api-client';
import type { FormNotice } from '@beautyshop/ui';
import { data, redirect } from 'react-router';
import { serverConfig } from '../server/config.server';
import {
  type AccountRequest,
  customerOf,
  keepSession,
  privateHeaders,
  readAsCustomer,
  requireCustomer,
} from '../session/accountSession.server';
import { ORDER_DETAIL_ASSOCIATIONS } from '../views/orderAssociations';
import type {
  GuestOrderValues,
  OrderDetailView,
  OrderListView,
  OrderPaymentMethodView,
} from '../views/orderViews';
import { translatedName } from '../views/translatedName';
import { actionFailureOf } from './actionFailure';
import { textOf } from './formInput';
import { noticeOf } from './formNotice';
import { orderListPath, orderPath, orderReferenceOf } from './orderPaths';
import { orderDetailOf, orderListItemOf } from './orderView';

export const ORDERS_PER_PAGE = 10;

/**
 * Another customer's order, an unknown id and a malformed one are the same 404 page (the Store API lists only the
 * session's own orders, so another customer's id is simply not found: no 500, nothing told).
 */
export function throwOrderNotFound(account: AccountRequest): never {
  throw data('Not Found', { status: 404, headers: privateHeaders(account) });
}

/**
 * The order named by `/account/order/{segment}`: the logged-in customer's order by its id or by the order mail's
 * deep link code, or, for a shopper who is no registered customer, the order of the deep link once the guest has
 * proved it is theirs (`'verify'` until then). An id without a customer goes to the login page.
 */
async function lookUpOrder(account: AccountRequest, segment: string): Promise<Order | 'verify'> {
  const reference = orderReferenceOf(segment);
  const customer = await customerOf(account);
  if (customer === null && reference?.kind !== 'deepLink') await requireCustomer(account);
  if (!reference) throwOrderNotFound(account);
  const filter =
    reference.kind === 'id'
      ? { type: 'equals' as const, field: 'id', value: reference.id }
      : { type: 'equals' as const, field: 'deepLinkCode', value: reference.code };
  let order: Order | undefined;
  const read = () =>
    account.storeApi.client.orders.readOrders({
      filter: [filter],
      associations: ORDER_DETAIL_ASSOCIATIONS,
      limit: 1,
    });
  try {
    // A customer whose session ends while the page loads gets the login page, as at the start of the page.
    const { orders } = await (customer === null ? read() : readAsCustomer(account, read));
    order = orders.elements[0];
  } catch (error) {
    // Spec 6: a 403 means no customer in the session: a deep link asks the guest to prove the order is theirs
    // (a 429 of the guest lookup's limiter too: the form's answer then names the wait).
    if (isStoreApiHttpError(error) && (error.status === 403 || error.status === 429) && customer === null)
      return 'verify';
    if (isStoreApiHttpError(error) && (error.status === 403 || error.status === 404))
      throwOrderNotFound(account);
    throw error;
  }
  if (!order || (reference.kind === 'id' && order.id !== reference.id)) throwOrderNotFound(account);
  return order;
}

/** The shopper's order named by `/account/order/{segment}`; anything else, and an unproven guest, is a 404. */
export async function readCustomerOrder(account: AccountRequest, segment: string): Promise<Order> {
  const order = await lookUpOrder(account, segment);
  if (order === 'verify') throwOrderNotFound(account);
  return order;
}

/** A page of the customer's orders, newest first; a page past the last one goes to the last page. */
export async function loadOrderList(account: AccountRequest, page: number): Promise<OrderListView> {
  await requireCustomer(account);
  const { orders } = await readAsCustomer(account, () =>
    account.storeApi.client.orders.readOrders({
      page,
      limit: ORDERS_PER_PAGE,
      sort: [{ field: 'orderDateTime', order: 'DESC' }],
      associations: { transactions: { associations: { stateMachineState: {} } } },
      'total-count-mode': 'exact',
    }),
  );
  const total = orders.total ?? orders.elements.length;
  const totalPages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  if (page > totalPages)
    throw redirect(orderListPath(account.shop.locale.locale, totalPages), {
      headers: privateHeaders(account),
    });
  return {
    orders: orders.elements.map((order) => orderListItemOf(order, account.storeApi.locale.currency)),
    page,
    totalPages,
  };
}

/** The payment methods an order can switch to: the market's active methods Shopware allows after the order. */
async function paymentMethodsAfterOrder(account: AccountRequest): Promise<OrderPaymentMethodView[]> {
  const methods = await account.storeApi.client.context.readPaymentMethods({ onlyAvailable: true });
  return methods
    .filter((method) => method.afterOrderEnabled === true)
    .map((method) => ({ id: method.id, name: translatedName(method) }));
}

export type OrderDetailPage =
  | {
      kind: 'order';
      order: OrderDetailView;
      paymentMethods: OrderPaymentMethodView[];
      /** The URL's order segment (the id, or the mail's deep link code); the page's links keep it. */
      segment: string;
      /** A guest's session (the mail's deep link) has no order list or account to go back to. */
      guest: boolean;
    }
  /** A deep link opened without a session that may see the order: the guest's email and postcode are asked. */
  | { kind: 'verify' };

export async function loadOrderDetail(account: AccountRequest, segment: string): Promise<OrderDetailPage> {
  const found = await lookUpOrder(account, segment);
  if (found === 'verify') return { kind: 'verify' };
  const order = orderDetailOf(found, account.storeApi.locale.currency);
  const paymentMethods = order.canChangePayment ? await paymentMethodsAfterOrder(account) : [];
  const guest = (await customerOf(account)) === null;
  return { kind: 'order', order, paymentMethods, segment, guest };
}

/**
 * The guest's proof for the order mail's deep link (Shopware's guest order authentication): the order's email and
 * billing postcode. `login: true` opens a guest session for the order, so the page and its forms work afterwards.
 * A registered customer's order asks them to log in instead.
 */
/** An email address has at most 254 characters (RFC 5321); no postcode of the shop's markets has more than 10. */
const MAX_EMAIL_LENGTH = 254;
const MAX_ZIPCODE_LENGTH = 10;

async function verifyGuestOrder(
  account: AccountRequest,
  segment: string,
  form: FormData,
): Promise<OrderIntentOutcome | Response> {
  const reference = orderReferenceOf(segment);
  if (reference?.kind !== 'deepLink') throwOrderNotFound(account);
  try {
    await account.storeApi.client.orders.readOrders({
      filter: [{ type: 'equals', field: 'deepLinkCode', value: reference.code }],
      email: textOf(form, 'email'),
      zipcode: textOf(form, 'zipcode'),
      login: true,
      limit: 1,
    });
  } catch (error) {
    const failure = actionFailureOf(error);
    if (failure.kind === 'refused' && failure.code === 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
      return { notice: { tone: 'warning', text: account.t('account.order.guestIsCustomer') } };
    // The form shows what was typed again (without JavaScript the page is loaded anew), at most a field's length.
    const values = {
      email: textOf(form, 'email').slice(0, MAX_EMAIL_LENGTH),
      zipcode: textOf(form, 'zipcode').slice(0, MAX_ZIPCODE_LENGTH),
    };
    return { notice: noticeOf(failure, account.t, account.t('account.order.guestRefused')), values };
  }
  keepSession(account);
  return redirect(orderPath(account.shop.locale.locale, segment), { headers: privateHeaders(account) });
}

/** `values`: a refused guest form's email and postcode as sent. */
export type OrderIntentOutcome = { notice: FormNotice; values?: GuestOrderValues };

/**
 * The details page's forms: `cancel` (the order's cancel transition) and `change-payment` (another method for the
 * order, then the payment is started again: an asynchronous method sends the customer to the provider, who comes
 * back to this page). Only what the order's states allow is run; the page reads the order again afterwards.
 */
export async function runOrderIntent(
  account: AccountRequest,
  segment: string,
  form: FormData,
): Promise<OrderIntentOutcome | Response> {
  const intent = textOf(form, 'intent');
  if (intent === 'verify-guest') return verifyGuestOrder(account, segment, form);
  const order = orderDetailOf(await readCustomerOrder(account, segment), account.storeApi.locale.currency);
  const refused = (text: string): OrderIntentOutcome => ({ notice: { tone: 'danger', text } });
  try {
    if (intent === 'cancel') {
      if (!order.canCancel) return refused(account.t('account.order.cancelRefused'));
      // The page's box says the customer means it; a request without it cancels nothing.
      if (textOf(form, 'confirmCancel') !== 'yes')
        return refused(account.t('account.order.cancelUnconfirmed'));
      await account.storeApi.client.orders.cancelOrder(order.id);
      return { notice: { tone: 'success', text: account.t('account.order.cancelled') } };
    }
    if (intent === 'change-payment') {
      if (!order.canChangePayment) return refused(account.t('account.order.paymentRefused'));
      await account.storeApi.client.orders.changeOrderPaymentMethod({
        orderId: order.id,
        paymentMethodId: textOf(form, 'paymentMethodId'),
      });
      const location = await paymentRedirect(account, order.id, segment);
      if (location) return redirect(location, { headers: privateHeaders(account) });
      return { notice: { tone: 'success', text: account.t('account.order.paymentChanged') } };
    }
  } catch (error) {
    const failure = actionFailureOf(error);
    return { notice: noticeOf(failure, account.t, account.t('account.order.actionFailed')) };
  }
  throw data('Unknown form', { status: 400, headers: privateHeaders(account) });
}

/** Spec 4: an asynchronous method answers the provider's URL; it sends the customer back to the order's page. */
async function paymentRedirect(
  account: AccountRequest,
  orderId: string,
  segment: string,
): Promise<string | undefined> {
  const back = new URL(orderPath(account.shop.locale.locale, segment), serverConfig().appUrl).href;
  try {
    const { redirectUrl } = await account.storeApi.client.orders.handlePayment({
      orderId,
      finishUrl: back,
      errorUrl: back,
    });
    return redirectUrl ?? undefined;
  } catch (error) {
    // The method is changed; a payment that cannot start now is paid later from this page.
    if (isStoreApiHttpError(error) && error.status < 500) return undefined;
    throw error;
  }
}
