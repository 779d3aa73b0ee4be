import { Container, Link } from '@beautyshop/ui';
import { translateFor } from '../i18n/pageCatalogue';
import { localePath } from '../locale/fromPath';
import { LOCALE_INFO } from '../locale/locales';
import { localeOfMatches } from '../locale/routeId';
import { useLocale, useTranslate } from '../locale/useLocale';
import type { Route } from './+types/contactSuccess';
import styles from './contactSuccess.module.css';

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('contact.successTitle') }, { name: 'robots', content: 'noindex, follow' }];
}

/** Spec 2.2 /contact-success (every locale): the contact form's confirmation. */
export default function ContactSuccessPage() {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <main id="content">
      <Container width="wide">
        <section className={styles.success}>
          <h1 className={styles.title}>{t('contact.successTitle')}</h1>
          <p>{t('contact.successText')}</p>
          <Link href={localePath('/', locale)} variant="standalone">
            {t('contact.successHome')}
          </Link>
        </section>
      </Container>
    </main>
  );
}
