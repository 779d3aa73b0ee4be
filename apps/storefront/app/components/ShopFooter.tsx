import { Container, LanguageSwitcher } from '@beautyshop/ui';
import { useLocation } from 'react-router';
import { languageOptions } from '../locale/languageOptions';
import { useLocale, useTranslate } from '../locale/useLocale';
import styles from './ShopFooter.module.css';

/** Footer with the language switcher that keeps the current page; app mode (spec 1) hides it. */
export function ShopFooter({ hideNavigation }: { hideNavigation: boolean }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  const options = languageOptions(location.pathname, location.search, locale);
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
