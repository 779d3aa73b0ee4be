import { defineMessages } from './defineMessages';

/** The listing's rating filter (spec 2.4), a radio group of star thresholds (issue 19). */
export const listingRatingMessages = defineMessages({
  de: {
    'listingRating.any': 'Alle Bewertungen',
    'listingRating.atLeastOne': 'ab 1 Stern',
  },
  en: {
    'listingRating.any': 'All ratings',
    'listingRating.atLeastOne': '1 star and up',
  },
  fr: {
    'listingRating.any': 'Toutes les évaluations',
    'listingRating.atLeastOne': '1 étoile et plus',
  },
});
