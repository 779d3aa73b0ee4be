import { data } from 'react-router';
import { loadReturnPage, submitReturn } from '../../account/orderReturn.server';
import { accountHeaders } from '../../account/routeHeaders';
import { ReturnForm } from '../../components/account/orders/ReturnForm';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { readForm } from '../../request/formBody';
import { accountRequestOf, privateHeaders } from '../../session/accountSession.server';
import type { Route } from './+types/orderReturn';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  return data(await loadReturnPage(account, params.id), { headers: privateHeaders(account) });
}

/** The return request; its success page follows (a redirect), a refusal is shown above the form. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  return submitReturn(account, params.id, await readForm(request));
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.return.title') }, { name: 'robots', content: 'noindex' }];
}

export default function OrderReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ReturnForm page={loaderData} notice={actionData?.notice} chosen={actionData?.chosen} />;
}
