import { Container, LanguageSwitcher } from '@beautyshop/ui';
import type { FooterGroup } from '../links/navigationTree';
import { useTranslate } from '../locale/useLocale';
import { ConsentSettingsLink } from '../tracking/ConsentSettingsLink';
import { FooterNewsletter } from './account/FooterNewsletter';
import styles from './ShopFooter.module.css';
import { FooterNavigation } from './shell/FooterNavigation';
import { useLanguageOptions } from './shell/useLanguageOptions';

export interface ShopFooterProps {
  /** Columns of the footer navigation; empty when the Store API could not deliver it. */
  navigation: readonly FooterGroup[];
  /** App mode (spec 1) hides the footer navigation and the language switcher. */
  hideNavigation: boolean;
}

/** Footer with the footer navigation and the language switcher that keeps the current page. */
export function ShopFooter({ navigation, hideNavigation }: ShopFooterProps) {
  const t = useTranslate();
  const options = useLanguageOptions();
  return (
    <footer className={styles.footer}>
      <Container width="wide">
        {/* Issue 16: the newsletter sign-up on every page. */}
        {hideNavigation ? null : <FooterNewsletter />}
        {hideNavigation ? null : (
          <div className={styles.columns}>
            {navigation.length > 0 ? <FooterNavigation groups={navigation} label={t('nav.footer')} /> : null}
            {/* A locale switch is a full page load: the market, currency and texts all change. */}
            <div className={styles.languages}>
              <h2 className={styles.heading}>{t('footer.languages')}</h2>
              <LanguageSwitcher
                label={t('footer.languages')}
                options={options}
                as="a"
                className={styles.switcher}
              />
            </div>
          </div>
        )}
        <p className={styles.copyright}>{t('footer.copyright')}</p>
        {/* App mode: the app asked for consent, and the page accepts it by itself (spec 4). */}
        {hideNavigation ? null : <ConsentSettingsLink />}
      </Container>
    </footer>
  );
}
