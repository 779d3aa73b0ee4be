import { createHash } from 'node:crypto';
import { localePath } from '../locale/fromPath';
import { type Language, LOCALE_INFO, type Locale } from '../locale/locales';
import { accountMessages } from './account';
import { buildUpdateMessages } from './buildUpdate';
import { cartMessages } from './cart';
import { rememberCatalogue } from './catalogueStore';
import { checkoutMessages } from './checkout';
import { consentMessages } from './consent';
import { coreMessages } from './core';
import { errorPageMessages } from './errorPage';
import { listingMessages } from './listing';
import { listingRatingMessages } from './listingRating';
import type { Messages } from './messages';
import { orderMessages } from './orders';
import { productMessages } from './product';
import { recommendationMessages } from './recommendations';
import { reviewMessages } from './reviews';
import { serviceMessages } from './service';
import { shellMessages } from './shell';
import { TEXTS_PATH } from './textsPath';
import type { Catalogue, CatalogueData } from './translate';
import { walletMessages } from './wallet';

/**
 * The texts of every area in every language. Server-only on purpose: a page names its own language's texts
 * asset (routes/locale.tsx, routes/texts.ts), so the browser never downloads the other two.
 * Each area of the shop keeps its texts in a file of its own; a new area is added to this list.
 */
export const AREAS = [
  coreMessages,
  errorPageMessages,
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

/** A language's texts asset (routes/texts.ts): its body, written once, and its version. */
export interface CatalogueAssetText {
  version: string;
  json: string;
}

function assetFor(language: Language): CatalogueAssetText {
  const messages = MESSAGES[language];
  const messagesJson = JSON.stringify(messages);
  const version = `${language}-${createHash('sha256').update(messagesJson).digest('base64url').slice(0, 12)}`;
  rememberCatalogue(version, { language, messages });
  // The texts are written once: the hash and the asset share their JSON.
  return { version, json: `{"language":"${language}","version":"${version}","messages":${messagesJson}}` };
}

const ASSETS: Readonly<Record<Language, CatalogueAssetText>> = {
  de: assetFor('de'),
  en: assetFor('en'),
  fr: assetFor('fr'),
};

/** The texts asset of a language, for the route that serves it. */
export function catalogueAssetFor(language: Language): CatalogueAssetText {
  return ASSETS[language];
}

/**
 * What the locale route sends a page of `locale`: its language's version and the asset's address under the
 * locale's prefix (the server translates from this process's copy, registered above).
 */
export function catalogueDataFor(locale: Locale): CatalogueData {
  const { language } = LOCALE_INFO[locale];
  const { version } = ASSETS[language];
  return { language, version, href: localePath(`/${TEXTS_PATH}/${version}`, locale) };
}
