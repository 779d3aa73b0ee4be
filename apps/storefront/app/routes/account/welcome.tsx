import { Link } from '@beautyshop/ui';
import { data } from 'react-router';
import { accountHeaders } from '../../account/routeHeaders';
import styles from '../../components/account/AccountPage.module.css';
import { translateFor } from '../../i18n/pageCatalogue';
import { localePath } from '../../locale/fromPath';
import { LOCALE_INFO } from '../../locale/locales';
import { localeOfMatches } from '../../locale/routeId';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { accountRequestOf, privateHeaders, requireCustomer } from '../../session/accountSession.server';
import type { Route } from './+types/welcome';

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const customer = await requireCustomer(account);
  return data({ firstName: customer.firstName }, { headers: privateHeaders(account) });
}

export const headers = accountHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('account.title') }, { name: 'robots', content: 'noindex' }];
}

/** Spec 2.4: the welcome page after registration, leading on to the complete-profile page. */
export default function WelcomePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <>
      <h1>{t('account.welcome.title', { name: loaderData.firstName })}</h1>
      <p>{t('account.welcome.text')}</p>
      <p className={styles.actions}>
        <Link href={localePath('/register/complete-profile', locale)}>{t('account.welcome.complete')}</Link>
        <Link href={localePath('/', locale)}>{t('account.welcome.shop')}</Link>
      </p>
    </>
  );
}
