import { data } from 'react-router';
import { loadOrderList } from '../../account/orderPages.server';
import { orderListPageOf } from '../../account/orderPaths';
import { accountHeaders } from '../../account/routeHeaders';
import { OrderList } from '../../components/account/orders/OrderList';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useTranslate } from '../../locale/useLocale';
import { accountRequestOf, privateHeaders } from '../../session/accountSession.server';
import type { Route } from './+types/orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const list = await loadOrderList(account, orderListPageOf(new URL(request.url)));
  return data(list, { headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.order.title') }, { name: 'robots', content: 'noindex' }];
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <>
      <h1>{t('account.order.title')}</h1>
      <OrderList list={loaderData} />
    </>
  );
}
