import { data } from 'react-router';
import { loadOrderDetail, runOrderIntent } from '../../account/orderPages.server';
import { accountHeaders } from '../../account/routeHeaders';
import { GuestOrderAccess } from '../../components/account/orders/GuestOrderAccess';
import { OrderDetail } from '../../components/account/orders/OrderDetail';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { readForm } from '../../request/formBody';
import { accountRequestOf, privateHeaders } from '../../session/accountSession.server';
import type { Route } from './+types/orderDetail';

/** `/account/order/{id}`, and the order mail's `/account/order/{deepLinkCode}`. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const page = await loadOrderDetail(account, params.id);
  return data(page, { headers: privateHeaders(account) });
}

/**
 * Cancel and payment change (plain POST forms; the page reads the order again afterwards), and the guest's email
 * and postcode for the mail's deep link.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  const outcome = await runOrderIntent(account, params.id, await readForm(request));
  if (outcome instanceof Response) return outcome;
  const status = outcome.notice.tone === 'success' ? 200 : 400;
  return data(outcome, { status, headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  const title =
    loaderData?.kind === 'order'
      ? t('account.order.number', { number: loaderData.order.orderNumber })
      : t('account.order.title');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function OrderDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'verify')
    return <GuestOrderAccess notice={actionData?.notice} values={actionData?.values} />;
  return (
    <OrderDetail
      order={loaderData.order}
      segment={loaderData.segment}
      guest={loaderData.guest}
      paymentMethods={loaderData.paymentMethods}
      notice={actionData?.notice}
    />
  );
}
