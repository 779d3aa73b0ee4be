import { Container, LanguageSwitcher } from '@beautyshop/ui';
import { useLocation, useMatches } from 'react-router';
import { languageOptions } from '../locale/languageOptions';
import { useLocale, useTranslate } from '../locale/useLocale';
import styles from './ShopFooter.module.css';

/**
 * SEO paths differ per language, so a page that has one names a path that exists in every locale (by id); that
 * route redirects to the SEO path in the chosen language.
 */
function alternatePathOf(matches: readonly { data: unknown }[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'alternatePath' in data &&
      typeof data.alternatePath === 'string'
    ) {
      return data.alternatePath;
    }
  }
  return undefined;
}

/** Footer with the language switcher that keeps the current page; app mode (spec 1) hides it. */
export function ShopFooter({ hideNavigation }: { hideNavigation: boolean }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  const options = languageOptions(
    alternatePathOf(useMatches()) ?? location.pathname,
    location.search,
    locale,
  );
  return (
    <footer className={styles.footer}>
      <Container width="wide">
        {hideNavigation ? null : (
          <div className={styles.columns}>
            {/* A locale switch is a full page load: the market, currency and texts all change. */}
            <LanguageSwitcher label={t('footer.languages')} options={options} as="a" />
          </div>
        )}
        <p className={styles.copyright}>{t('footer.copyright')}</p>
      </Container>
    </footer>
  );
}
