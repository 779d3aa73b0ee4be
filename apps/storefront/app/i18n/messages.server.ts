import type { Language } from '../locale/locales';
import { accountMessages } from './account';
import { buildUpdateMessages } from './buildUpdate';
import { cartMessages } from './cart';
import { checkoutMessages } from './checkout';
import { consentMessages } from './consent';
import { coreMessages } from './core';
import { listingMessages } from './listing';
import { listingRatingMessages } from './listingRating';
import type { Messages } from './messages';
import { orderMessages } from './orders';
import { productMessages } from './product';
import { recommendationMessages } from './recommendations';
import { reviewMessages } from './reviews';
import { serviceMessages } from './service';
import { shellMessages } from './shell';
import type { Catalogue, CatalogueData } from './translate';
import { walletMessages } from './wallet';

/**
 * The texts of every area in every language. Server-only on purpose: a page receives its own language's
 * catalogue as data from the locale route (routes/locale.tsx), so the browser never downloads the other two.
 * Each area of the shop keeps its texts in a file of its own; a new area is added to this list.
 */
export const AREAS = [
  coreMessages,
  shellMessages,
  listingMessages,
  productMessages,
  consentMessages,
  accountMessages,
  orderMessages,
  checkoutMessages,
  // cart and wishlist (issue 15)
  cartMessages,
  // service pages, contact form and price notices (issue 19)
  serviceMessages,
  walletMessages,
  // reviews in the shopper's language and the write-review modal (issue 19)
  reviewMessages,
  // cart and category recommendations (issue 19)
  recommendationMessages,
  // the build check's update banner (spec 4, issue 19)
  buildUpdateMessages,
  // the listing's rating filter as a radio group of star thresholds (issue 19)
  listingRatingMessages,
] as const;

function merge(language: Language): Messages {
  return Object.assign({}, ...AREAS.map((area) => area[language])) as Messages;
}

export const MESSAGES: Readonly<Record<Language, Messages>> = {
  de: merge('de'),
  en: merge('en'),
  fr: merge('fr'),
};

/** What a page of this language receives: its own texts, none of the other languages'. */
export function catalogueFor(language: Language): Catalogue {
  return { language, messages: MESSAGES[language] };
}

const catalogueData = new Map<Language, CatalogueData>();

/** What the locale route sends: the language's texts as one JSON text, written once per language. */
export function catalogueDataFor(language: Language): CatalogueData {
  let data = catalogueData.get(language);
  if (!data) {
    data = { language, messages: JSON.stringify(MESSAGES[language]) };
    catalogueData.set(language, data);
  }
  return data;
}
