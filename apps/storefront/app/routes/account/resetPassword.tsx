import { Link, ResetPasswordForm } from '@beautyshop/ui';
import { data, Form, redirect, useNavigation } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { passwordOf, textOf } from '../../account/formInput';
import { fieldErrorsOf, noticeOf } from '../../account/formNotice';
import { type HashState, hashStateOf } from '../../account/recoveryHashState';
import { accountHeaders } from '../../account/routeHeaders';
import { AccountPage } from '../../components/account/AccountPage';
import { newPasswordLabels, validationLabels } from '../../components/account/accountLabels';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import { enforceTrailingSlash } from '../../server/trailingSlash.server';
import { accountRequestOf, privateHeaders } from '../../session/accountSession.server';
import type { Route } from './+types/resetPassword';

/**
 * /reset-password?hash=…: the mail's link. An expired, used or unknown hash says so at once, before the shopper
 * types a new password (the Store API's expiry check); one used meanwhile says so when the form is sent.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const account = await accountRequestOf(request, context);
  const hash = new URL(request.url).searchParams.get('hash') ?? '';
  const state: HashState =
    hash === ''
      ? 'missing'
      : hashStateOf(
          await account.storeApi.client.account.isRecoveryHashExpired(hash).then(
            (isExpired) => ({ isExpired }),
            (error: unknown) => ({ failure: actionFailureOf(error) }),
          ),
        );
  const headers = privateHeaders(account);
  // The hash is a credential: the page's links and requests must not pass it on (Referer).
  headers.set('Referrer-Policy', 'no-referrer');
  return data({ hash, state }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  const form = await readForm(request);
  const { t } = account;
  try {
    await account.storeApi.client.account.confirmPasswordRecovery({
      hash: textOf(form, 'hash'),
      newPassword: passwordOf(form, 'newPassword'),
      newPasswordConfirm: passwordOf(form, 'newPasswordConfirm'),
    });
  } catch (error) {
    const failure = actionFailureOf(error);
    const text =
      failure.kind === 'refused' && failure.status === 410
        ? t('account.reset.expired')
        : failure.kind === 'refused'
          ? t('account.reset.used')
          : t('account.validation.check');
    return data(
      { notice: noticeOf(failure, t, text), errors: fieldErrorsOf(failure, t, () => undefined) },
      { status: failure.kind === 'refused' ? failure.status : 400, headers: privateHeaders(account) },
    );
  }
  // Spec 4: a reset ends every session of the customer; they log in with the new password.
  throw redirect(`${account.path('/login')}?status=password-reset`, { headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.reset.title') }, { name: 'robots', content: 'noindex' }];
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const again = <Link href={localePath('/account/recover', locale)}>{t('account.reset.again')}</Link>;
  if (loaderData.state !== 'usable') {
    return (
      <AccountPage title={t('account.reset.title')}>
        <p role="alert">
          {t(
            loaderData.state === 'expired'
              ? 'account.reset.expired'
              : loaderData.state === 'used'
                ? 'account.reset.used'
                : 'account.reset.missing',
          )}
        </p>
        <p>{again}</p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={<span id="reset-title">{t('account.reset.title')}</span>}>
      <ResetPasswordForm
        labelledBy="reset-title"
        hash={loaderData.hash}
        errors={actionData?.errors}
        notice={actionData?.notice}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        labels={{ ...newPasswordLabels(t), submit: t('account.reset.submit') }}
        validationLabels={validationLabels(t)}
        formAs={Form}
      />
      {actionData?.notice ? <p>{again}</p> : null}
    </AccountPage>
  );
}
