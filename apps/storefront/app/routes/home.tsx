import { Container } from '@beautyshop/ui';
import { redirect } from 'react-router';
import { createTranslate } from '../i18n/translate';
import { localeFromPath, localePrefixOf, marketFromPath } from '../locale/fromPath';
import { DEFAULT_LOCALE, LOCALE_INFO } from '../locale/locales';
import { useTranslate } from '../locale/useLocale';
import { readSessionCookies } from '../session/cookies';
import type { Route } from './+types/home';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (localePrefixOf(url.pathname) === undefined) {
    // Spec 2.1 root redirect: the remembered locale (i18n_redirected) or the default; browser detection is off.
    const { locale } = readSessionCookies(request.headers.get('cookie'), marketFromPath(url.pathname));
    throw redirect(`/${locale ?? DEFAULT_LOCALE}${url.search}`);
  }
  return { locale: localeFromPath(url.pathname) };
}

export function meta({ data }: Route.MetaArgs) {
  const t = createTranslate(LOCALE_INFO[data?.locale ?? DEFAULT_LOCALE].language);
  return [{ title: t('meta.homeTitle') }, { name: 'description', content: t('meta.homeDescription') }];
}

export default function Home() {
  const t = useTranslate();
  return (
    <main id="content">
      <Container width="wide">
        <h1>{t('meta.homeTitle')}</h1>
      </Container>
    </main>
  );
}
