import { isEntityId } from '@beautyshop/catalogue';
import { isStoreApiHttpError } from '@beautyshop/store-api-client';
import { data, redirect } from 'react-router';
import { textOf } from '../checkout/checkoutForm';
import { PRIVATE_NO_STORE, privateCookieHeaders } from '../checkout/checkoutRequest.server';
import { paymentLocation } from '../checkout/placeOrder.server';
import { loadOrderConfirmation, readOwnOrder } from '../checkout/successPage.server';
import { successPath, successViewOfSegment } from '../checkout/successView';
import { OrderSuccessPage } from '../components/checkout/OrderSuccessPage';
import { readForm } from '../request/formBody';
import { privatePageHeaders } from '../request/pageHeaders';
import { shopRequestOf } from '../request/shopRequest';
import { privatePageMeta } from '../seo/privatePageMeta';
import { serverConfig } from '../server/config.server';
import { storeApiFor } from '../server/storeApi.server';
import { enforceTrailingSlash } from '../server/trailingSlash.server';
import type { Route } from './+types/checkoutSuccess';

const notFound = () => data('Not Found', { status: 404, headers: { 'Cache-Control': PRIVATE_NO_STORE } });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const view = successViewOfSegment(params.view);
  if (view === undefined) throw notFound();
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  // The Store API lists only the session's own orders: another id, a guest's or anyone's, is simply not found.
  const confirmation = await loadOrderConfirmation(storeApi, params.id, view);
  if (!confirmation) throw notFound();
  return data(confirmation, { headers: privateCookieHeaders(storeApi) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(loaderHeaders);
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, (t) => t('success.title'));
}

/**
 * Spec 4: an unpaid order can be paid with another method (order/payment, then the payment again) or cancelled;
 * the order is reloaded after each (the redirect back runs the loader).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  const answerHeaders = () => privateCookieHeaders(storeApi);
  const order = await readOwnOrder(storeApi, params.id);
  if (!order) throw notFound();
  const form = await readForm(request);
  const intent = textOf(form, 'intent');
  // The page again, as the order now is: after a change, and after a change the order's state no longer allows
  // (paid meanwhile in another tab, cancelled twice), which the Store API refuses.
  const orderPage = () =>
    redirect(successPath(shop.locale.locale, order.id, 'unpaid'), { headers: answerHeaders() });
  try {
    if (intent === 'cancel') {
      await storeApi.client.orders.cancelOrder(order.id);
      return orderPage();
    }
    if (intent === 'retry') {
      const paymentMethodId = textOf(form, 'paymentMethodId');
      if (!isEntityId(paymentMethodId))
        throw data('Unknown payment method.', { status: 400, headers: answerHeaders() });
      await storeApi.client.orders.changeOrderPaymentMethod({ orderId: order.id, paymentMethodId });
      const location = await paymentLocation(storeApi, order.id, serverConfig().appUrl);
      return redirect(location, { headers: answerHeaders() });
    }
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status < 500 && error.status !== 429) return orderPage();
    throw error;
  }
  throw data('Unknown action.', { status: 400, headers: answerHeaders() });
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  return <OrderSuccessPage order={loaderData} />;
}
