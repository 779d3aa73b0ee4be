import { Link, RecoverPasswordForm } from '@beautyshop/ui';
import { data, Form, useNavigation } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { textOf } from '../../account/formInput';
import { noticeOf } from '../../account/formNotice';
import { accountHeaders } from '../../account/routeHeaders';
import { AccountPage } from '../../components/account/AccountPage';
import { validationLabels } from '../../components/account/accountLabels';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { readForm } from '../../request/formBody';
import { isEmail } from '../../request/isEmail';
import { enforceTrailingSlash } from '../../server/trailingSlash.server';
import { accountRequestOf, privateHeaders, storefrontUrlOf } from '../../session/accountSession.server';
import type { Route } from './+types/recover';

export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const account = await accountRequestOf(request, context);
  return data({}, { headers: privateHeaders(account) });
}

/**
 * Spec 5: the recovery request sends the storefront URL the mail links back to. Issue 16: the answer is the same
 * for every address, so the page never tells whether an email has an account; only a 429 (the wait) differs. What
 * is no address at all (a form sent without one, or a typo like `ada@example`) is said at the field, with 400: its
 * shape tells nothing about an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequestOf(request, context);
  const form = await readForm(request);
  const email = textOf(form, 'email');
  const sent = { tone: 'success' as const, text: account.t('account.recover.sent') };
  if (!isEmail(email))
    return data(
      { email, errors: { email: account.t('account.validation.email') } },
      { status: 400, headers: privateHeaders(account) },
    );
  try {
    await account.storeApi.client.account.requestPasswordRecovery({
      email,
      storefrontUrl: storefrontUrlOf(account),
    });
  } catch (error) {
    const failure = actionFailureOf(error);
    if (failure.kind === 'throttled' || failure.kind === 'unavailable') {
      return data(
        { email, notice: noticeOf(failure, account.t, sent.text) },
        { status: failure.kind === 'throttled' ? 429 : 503, headers: privateHeaders(account) },
      );
    }
  }
  return data({ email: '', notice: sent }, { headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.recover.title') }, { name: 'robots', content: 'noindex' }];
}

export default function RecoverPage({ actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const navigation = useNavigation();
  // The answer is the sent notice (or the wait), or the field's error for no address at all.
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined;
  return (
    <AccountPage title={<span id="recover-title">{t('account.recover.title')}</span>}>
      <p>{t('account.recover.text')}</p>
      <RecoverPasswordForm
        key={notice?.text ?? errors?.email}
        labelledBy="recover-title"
        email={actionData?.email}
        notice={notice}
        errors={errors}
        state={navigation.state === 'submitting' ? 'submitting' : 'idle'}
        labels={{ email: t('account.field.email'), submit: t('account.recover.submit') }}
        validationLabels={validationLabels(t)}
        formAs={Form}
      />
      {/* A shopper who remembers the password after all goes back the way they came. */}
      <p>
        <Link href={localePath('/login', locale)}>{t('account.recover.backToLogin')}</Link>
      </p>
    </AccountPage>
  );
}
