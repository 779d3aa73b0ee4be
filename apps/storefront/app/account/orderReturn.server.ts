import type { OrderReturnLineInput } from '@beautyshop/store-api-client';
import { data, redirect } from 'react-router';
import { type AccountRequest, privateHeaders } from '../session/accountSession.server';
import type { OrderDetailView, ReturnPageView } from '../views/orderViews';
import { actionFailureOf } from './actionFailure';
import { noticeOf } from './formNotice';
import { readCustomerOrder } from './orderPages.server';
import { orderPath } from './orderPaths';
import { orderDetailOf } from './orderView';
import { returnLinesOf } from './returnForm';
import { RETURN_REASONS } from './returnReasons';

async function returnableOrder(account: AccountRequest, segment: string): Promise<OrderDetailView> {
  const order = orderDetailOf(await readCustomerOrder(account, segment), account.storeApi.locale.currency);
  // The customer's own order that cannot be returned (cancelled, or without goods) has no return page: its
  // return link leads to the order, which says why. Not a 404: the link was the shop's own a moment ago, and a
  // page open since (or its prefetch of the return page while the order was cancelled) still holds it.
  if (!order.canReturn) {
    throw redirect(orderPath(account.shop.locale.locale, segment), { headers: privateHeaders(account) });
  }
  return order;
}

/** The return page: the order's goods lines, each with a quantity and a reason to choose. */
export async function loadReturnPage(account: AccountRequest, segment: string): Promise<ReturnPageView> {
  const order = await returnableOrder(account, segment);
  return {
    segment,
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      currency: order.currency,
      // What earlier returns asked back is not offered again.
      lines: order.lines.filter((line) => line.returnableQuantity > 0),
    },
    reasons: RETURN_REASONS.map((reason) => ({
      id: reason.id,
      label: account.t(`account.return.reason.${reason.key}`),
    })),
  };
}

/** POST of the return page: the return request, then its success page; a refused request is shown on the form. */
export async function submitReturn(account: AccountRequest, segment: string, form: FormData) {
  const order = await returnableOrder(account, segment);
  const outcome = returnLinesOf(form, order.lines);
  // A refusal by the Store API keeps the lines as chosen: without JavaScript the page is loaded anew, and the
  // form shows them instead of its defaults.
  const refused = (text: string, chosen: readonly OrderReturnLineInput[] = []) =>
    data(
      { notice: { tone: 'danger' as const, text }, chosen },
      { status: 400, headers: privateHeaders(account) },
    );
  if (outcome.kind === 'empty') return refused(account.t('account.return.nothingChosen'));
  if (outcome.kind === 'invalid') return refused(account.t('account.validation.invalid'));
  try {
    await account.storeApi.client.orders.requestOrderReturn({ orderId: order.id, lineItems: outcome.lines });
  } catch (error) {
    return refused(
      noticeOf(actionFailureOf(error), account.t, account.t('account.return.refused')).text,
      outcome.lines,
    );
  }
  return redirect(orderPath(account.shop.locale.locale, segment, '/return/success'), {
    headers: privateHeaders(account),
  });
}
