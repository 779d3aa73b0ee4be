import { Button, FormMessage } from '@beautyshop/ui';
import { data, Form, redirect } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { textOf } from '../../account/formInput';
import { accountHeaders } from '../../account/routeHeaders';
import { AccountPage } from '../../components/account/AccountPage';
import { translateFor } from '../../i18n/pageCatalogue';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import {
  accountRequestOf,
  imitationCookie,
  keepSession,
  privateHeaders,
} from '../../session/accountSession.server';
import type { Route } from './+types/imitateCustomer';

/**
 * Spec 2.2 /imitate-customer: the administration's link carries a staff token (`token`, `customerId`,
 * `userId`). The page asks the staff member to confirm with a button, so that no link another site shows logs
 * anyone in; the login then marks the session so every page shows the imitation banner with its way out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const url = new URL(request.url);
  const params = {
    token: url.searchParams.get('token') ?? '',
    customerId: url.searchParams.get('customerId') ?? '',
    userId: url.searchParams.get('userId') ?? '',
  };
  const headers = privateHeaders(account);
  headers.set('Referrer-Policy', 'no-referrer');
  return data({ ...params, complete: Object.values(params).every((value) => value !== '') }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  const form = await readForm(request);
  try {
    await account.storeApi.client.account.imitateCustomer({
      token: textOf(form, 'token'),
      customerId: textOf(form, 'customerId'),
      userId: textOf(form, 'userId'),
    });
  } catch (error) {
    actionFailureOf(error);
    return data({ failed: true }, { status: 403, headers: privateHeaders(account) });
  }
  keepSession(account);
  throw redirect(account.path('/account'), { headers: privateHeaders(account, [imitationCookie(account)]) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.imitate.title') }, { name: 'robots', content: 'noindex' }];
}

export default function ImitateCustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const invalid = actionData?.failed === true || !loaderData.complete;
  return (
    <AccountPage title={t('account.imitate.title')}>
      {invalid ? <FormMessage tone="danger">{t('account.imitate.invalid')}</FormMessage> : null}
      {loaderData.complete ? (
        <Form method="post">
          <p>{t('account.imitate.text')}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="customerId" value={loaderData.customerId} />
          <input type="hidden" name="userId" value={loaderData.userId} />
          <Button type="submit">{t('account.imitate.submit')}</Button>
        </Form>
      ) : null}
    </AccountPage>
  );
}
