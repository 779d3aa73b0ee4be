import { FormMessage, Link } from '@beautyshop/ui';
import { data } from 'react-router';
import { actionFailureOf } from '../../account/actionFailure';
import { accountHeaders } from '../../account/routeHeaders';
import { AccountPage } from '../../components/account/AccountPage';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { accountRequestOf, privateHeaders } from '../../session/accountSession.server';
import type { Route } from './+types/newsletterConfirm';

/** Spec 2.2 /newsletter/confirm: the double opt-in mail's link (`em`, `hash`) confirms the subscription. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const url = new URL(request.url);
  const hash = url.searchParams.get('hash') ?? '';
  const em = url.searchParams.get('em') ?? '';
  let confirmed = false;
  if (hash !== '' && em !== '') {
    try {
      await account.storeApi.client.newsletter.confirmNewsletter({ hash, em });
      confirmed = true;
    } catch (error) {
      actionFailureOf(error);
    }
  }
  return data({ confirmed }, { status: confirmed ? 200 : 400, headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('newsletter.confirm.title') }, { name: 'robots', content: 'noindex' }];
}

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <AccountPage title={t('newsletter.confirm.title')}>
      <FormMessage tone={loaderData.confirmed ? 'success' : 'danger'}>
        {t(loaderData.confirmed ? 'newsletter.confirmed' : 'newsletter.confirmFailed')}
      </FormMessage>
      <p>
        <Link href={localePath(loaderData.confirmed ? '/' : '/newsletter', locale)}>
          {t(loaderData.confirmed ? 'account.welcome.shop' : 'newsletter.title')}
        </Link>
      </p>
    </AccountPage>
  );
}
