import { type ComponentType, useEffect, useState } from 'react';
import type { Catalogue } from '../../i18n/translate';
import { countryBannerSuggestion } from '../../locale/countryBanner';
import { LOCALE_INFO, type Locale } from '../../locale/locales';
import { useLocale } from '../../locale/useLocale';
import { isCountryBannerDismissed } from '../../session/countryBannerCookie';
import type { CountrySuggestionBannerProps } from './CountrySuggestionBanner';
import { useLanguageOptions } from './useLanguageOptions';

/** The locale to suggest, with the banner's texts in that locale's language and the banner itself (both loaded). */
interface Suggestion {
  locale: Locale;
  catalogue: Catalogue;
  Banner: ComponentType<CountrySuggestionBannerProps>;
}

/**
 * Spec 2.4 country banner: suggests the shopper's own market when the browser's languages point to another of
 * the six locales, linking the same page there.
 *
 * The decision is made in the browser after hydration (navigator.languages and the dismissal cookie), not on the
 * server from Accept-Language. Anonymous pages are cached at the CDN (s-maxage), so the HTML must be the same for
 * every shopper: a server decision would need `Vary: Accept-Language`, which splits the cache into one copy per
 * distinct header string (browsers send thousands: 'de-DE,de;q=0.9,en;q=0.8', ...), and `Vary: Cookie` on top
 * for the dismissal, which leaves nothing to cache. The banner is a fixed overlay at the bottom of the viewport
 * that reserves no space, so its late arrival shifts no content.
 */
export function CountrySuggestion() {
  const { locale } = useLocale();
  const options = useLanguageOptions();
  const [suggestion, setSuggestion] = useState<Suggestion | undefined>(undefined);

  useEffect(() => {
    const suggested = countryBannerSuggestion({
      current: locale,
      preferredLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
      dismissed: isCountryBannerDismissed(document.cookie),
    });
    setSuggestion(undefined);
    if (suggested === undefined) return;
    let current = true;
    // The banner speaks the suggested locale's language (the one the shopper's browser asks for), not the page's:
    // its texts load only for shoppers who get a suggestion. A failed load reaches the chunk-error reload of
    // useShopLifecycle as an unhandled rejection.
    const { language } = LOCALE_INFO[suggested];
    void Promise.all([import('../../i18n/countryBanner'), import('./CountrySuggestionBanner')]).then(
      ([{ countryBannerMessages }, { default: Banner }]) => {
        if (current)
          setSuggestion({
            locale: suggested,
            catalogue: { language, messages: countryBannerMessages[language] },
            Banner,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);

  const href = options.find((option) => option.locale === suggestion?.locale)?.href;
  if (suggestion === undefined || href === undefined) return null;

  const { Banner } = suggestion;
  return (
    <Banner
      locale={suggestion.locale}
      catalogue={suggestion.catalogue}
      href={href}
      onDismissed={() => setSuggestion(undefined)}
    />
  );
}
