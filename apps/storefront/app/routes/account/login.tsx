import { LoginForm } from '@beautyshop/ui';
import { data, Form, redirect, useNavigation } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { passwordOf, textOf } from '../../account/formInput';
import { noticeOf } from '../../account/formNotice';
import { accountHeaders } from '../../account/routeHeaders';
import { socialLoginAuthorizeUrl } from '../../account/socialLogin.server';
import { AccountPage } from '../../components/account/AccountPage';
import { loginLabels, validationLabels } from '../../components/account/accountLabels';
import { SocialLoginLink } from '../../components/account/SocialLoginLink';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import { isEmail } from '../../request/isEmail';
import { safeReturnPathIn } from '../../request/returnPathLocale';
import { enforceTrailingSlash } from '../../server/trailingSlash.server';
import { accountRequestOf, customerOf, privateHeaders } from '../../session/accountSession.server';
import type { Route } from './+types/login';

/** Messages the login page shows for where the shopper came from (`?status=`). */
const STATUS_NOTICES = {
  'logged-out': 'account.login.loggedOut',
  'password-changed': 'account.login.sessionEnded',
  'password-reset': 'account.reset.done',
  'social-failed': 'account.login.socialFailed',
} as const;

function statusNotice(status: string | null) {
  if (status === null || !Object.hasOwn(STATUS_NOTICES, status)) return undefined;
  return STATUS_NOTICES[status as keyof typeof STATUS_NOTICES];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const account = await accountRequestOf(request, context);
  const url = new URL(request.url);
  const redirectTo = safeReturnPathIn(
    account.shop.locale.locale,
    url.searchParams.get('redirectTo'),
    account.path('/account'),
  );
  if ((await customerOf(account)) !== null) throw redirect(redirectTo, { headers: privateHeaders(account) });
  const status = statusNotice(url.searchParams.get('status'));
  const social =
    socialLoginAuthorizeUrl() === undefined
      ? undefined
      : `${account.path('/social-login')}?${new URLSearchParams({ redirectTo })}`;
  return data(
    { redirectTo, social, status: status === undefined ? undefined : account.t(status) },
    { headers: privateHeaders(account) },
  );
}

/**
 * Issue 16: one message for every refused login (unknown email, wrong password, unconfirmed account), so the page
 * never tells whether an email has an account; a 429 names the wait.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  const form = await readForm(request);
  const email = textOf(form, 'email');
  const redirectTo = safeReturnPathIn(
    account.shop.locale.locale,
    textOf(form, 'redirectTo'),
    account.path('/account'),
  );
  // No address at all (sent without one, or 'erika@example') is said as such, and costs no login attempt: its shape
  // tells nothing about accounts.
  if (!isEmail(email))
    return data(
      { email, notice: { tone: 'danger' as const, text: account.t('account.validation.email') } },
      { status: 400, headers: privateHeaders(account) },
    );
  try {
    await account.storeApi.client.account.login({ username: email, password: passwordOf(form, 'password') });
  } catch (error) {
    const failure = actionFailureOf(error);
    const status = failure.kind === 'throttled' ? 429 : failure.kind === 'unavailable' ? 503 : 401;
    return data(
      { email, notice: noticeOf(failure, account.t, account.t('account.login.failed')) },
      { status, headers: privateHeaders(account) },
    );
  }
  throw redirect(redirectTo, { headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.login.title') }, { name: 'robots', content: 'noindex, follow' }];
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const notice =
    actionData?.notice ??
    (loaderData.status ? { tone: 'info' as const, text: loaderData.status } : undefined);
  return (
    <AccountPage>
      <LoginForm
        redirectTo={loaderData.redirectTo}
        email={actionData?.email}
        notice={notice}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        recoverHref={localePath('/account/recover', locale)}
        registerHref={localePath('/register', locale)}
        labels={loginLabels(t)}
        validationLabels={validationLabels(t)}
        formAs={Form}
      />
      <SocialLoginLink href={loaderData.social} />
    </AccountPage>
  );
}
