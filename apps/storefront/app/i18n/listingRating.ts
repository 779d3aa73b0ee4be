import { defineMessages } from './defineMessages';

/**
 * The listing's rating filter (spec 2.4), a radio group of star thresholds (issue 19). The steps' texts are short
 * on purpose: beside five stars they fit the listing's 16rem filter column on one line.
 */
export const listingRatingMessages = defineMessages({
  de: {
    'listingRating.any': 'Alle Bewertungen',
    'listingRating.atLeastOne': 'ab 1 Stern',
  },
  en: {
    'listingRating.any': 'All ratings',
    'listingRating.atLeastOne': '1 star & up',
  },
  fr: {
    'listingRating.any': 'Toutes les évaluations',
    'listingRating.atLeastOne': 'Dès 1 étoile',
  },
});
