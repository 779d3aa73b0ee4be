import { Link } from '@beautyshop/ui';
import { data, redirect } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { accountHeaders } from '../../account/routeHeaders';
import { AccountPage } from '../../components/account/AccountPage';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { enforceTrailingSlash } from '../../server/trailingSlash.server';
import { accountRequestOf, keepSession, privateHeaders } from '../../session/accountSession.server';
import type { Route } from './+types/registrationConfirm';

/**
 * The double opt-in mail's link (`/registration/confirm?em=…&hash=…`): confirming activates the account and logs
 * it in, then the welcome page greets the new customer. A used or unknown link says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const account = await accountRequestOf(request, context);
  const url = new URL(request.url);
  const hash = url.searchParams.get('hash') ?? '';
  const em = url.searchParams.get('em') ?? '';
  if (hash !== '' && em !== '') {
    try {
      await account.storeApi.client.account.confirmRegistration({ hash, em });
      keepSession(account);
      throw redirect(account.path('/register/welcome'), { headers: privateHeaders(account) });
    } catch (error) {
      if (error instanceof Response) throw error;
      actionFailureOf(error);
    }
  }
  return data({ failed: true }, { status: 400, headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.register.title') }, { name: 'robots', content: 'noindex' }];
}

export default function RegistrationConfirmPage() {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <AccountPage title={t('account.register.title')}>
      <p role="alert">{t('account.register.confirmFailed')}</p>
      <p>
        <Link href={localePath('/login', locale)}>{t('account.login.title')}</Link>
      </p>
    </AccountPage>
  );
}
