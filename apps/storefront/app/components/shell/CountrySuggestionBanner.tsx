import { CountryBanner } from '@beautyshop/ui';
import { type Catalogue, createTranslate } from '../../i18n/translate';
import { LOCALE_LABELS } from '../../locale/languageOptions';
import { LOCALE_INFO, type Locale } from '../../locale/locales';
import { countryBannerDismissalCookie } from '../../session/countryBannerCookie';
import styles from './CountrySuggestion.module.css';

export interface CountrySuggestionBannerProps {
  /** The suggested locale. */
  locale: Locale;
  /** The banner's texts in that locale's language. */
  catalogue: Catalogue;
  /** The same page in the suggested locale. */
  href: string;
  /** The banner was dismissed (the dismissal is remembered in a cookie). */
  onDismissed: () => void;
}

/**
 * The country banner of CountrySuggestion, in its own chunk: it shows for the few shoppers whose browser points to
 * another market, so it loads with its texts once the browser has decided to show it.
 */
export default function CountrySuggestionBanner({
  locale,
  catalogue,
  href,
  onDismissed,
}: CountrySuggestionBannerProps) {
  const t = createTranslate(catalogue);
  const dismiss = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is missing in Safari and Firefox.
    document.cookie = countryBannerDismissalCookie({ secure: window.location.protocol === 'https:' });
    onDismissed();
  };
  return (
    <div className={styles.overlay} lang={LOCALE_INFO[locale].tag}>
      <CountryBanner
        label={t('countryBanner.label')}
        message={t('countryBanner.message')}
        actionHref={href}
        actionLabel={t('countryBanner.action', { locale: LOCALE_LABELS[locale] })}
        onDismiss={dismiss}
        dismissLabel={t('countryBanner.dismiss')}
        as="a"
      />
    </div>
  );
}
