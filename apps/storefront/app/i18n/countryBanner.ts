import { defineMessages } from './defineMessages';

/**
 * The country banner (spec 2.4). It speaks the language of the locale it suggests, the shopper's own, not the
 * page's, so its texts are not part of a page's catalogue: the banner loads them when it has something to
 * suggest. {locale} names that locale in its own words, e.g. 'Français (Suisse)'.
 */
export const countryBannerMessages = defineMessages({
  de: {
    'countryBanner.label': 'Shop-Empfehlung',
    'countryBanner.message': 'Diese Seite gibt es auch im Shop für dein Land und deine Sprache.',
    'countryBanner.action': 'Weiter zu {locale}',
    'countryBanner.dismiss': 'Hinweis schließen',
  },
  en: {
    'countryBanner.label': 'Shop suggestion',
    'countryBanner.message': 'This page is also available in the shop for your country and language.',
    'countryBanner.action': 'Continue to {locale}',
    'countryBanner.dismiss': 'Dismiss',
  },
  fr: {
    'countryBanner.label': 'Suggestion de boutique',
    'countryBanner.message': 'Cette page existe aussi dans la boutique de votre pays et de votre langue.',
    'countryBanner.action': 'Continuer vers {locale}',
    'countryBanner.dismiss': 'Fermer',
  },
});
