import { Link } from '@beautyshop/ui';
import { data } from 'react-router';
import { readCustomerOrder } from '../../account/orderPages.server';
import { orderPath } from '../../account/orderPaths';
import { accountHeaders } from '../../account/routeHeaders';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { accountRequestOf, privateHeaders } from '../../session/accountSession.server';
import type { Route } from './+types/orderReturnSuccess';

/** After a return request: the thanks, for the customer's own order only. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  await readCustomerOrder(account, params.id);
  return data({ segment: params.id }, { headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.return.successTitle') }, { name: 'robots', content: 'noindex' }];
}

export default function OrderReturnSuccessPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <>
      <h1>{t('account.return.successTitle')}</h1>
      <p role="status">{t('account.return.successText')}</p>
      <p>
        <Link variant="standalone" href={orderPath(locale, loaderData.segment)}>
          {t('account.return.backToOrder')}
        </Link>
      </p>
    </>
  );
}
