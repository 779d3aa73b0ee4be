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

/**
 * Swiss German writes "ss" where Germany writes "ß", quotes «so» rather than „so“, and names VAT "MWST". The de-ch
 * pages get the German texts written so; every other locale gets its language's texts as they are.
 */
const SWISS_GERMAN: Partial<Messages> = {
  // The price notice has its own Swiss key (price.taxNoticeCh); the cart's tax row is one text for every market.
  'cart.tax': 'inkl. {rate}\u00a0% MWST',
};

function swissGerman(messages: Messages): Messages {
  const spelled = Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [
      key,
      text.replaceAll('ß', 'ss').replace(/„([^“]*)“/g, '«$1»'),
    ]),
  ) as Messages;
  return { ...spelled, ...SWISS_GERMAN };
}

const LOCALE_MESSAGES: Readonly<Record<Locale, Messages>> = {
  'de-de': MESSAGES.de,
  'en-gb': MESSAGES.en,
  'de-at': MESSAGES.de,
  'de-ch': swissGerman(MESSAGES.de),
  'fr-fr': MESSAGES.fr,
  'fr-ch': MESSAGES.fr,
};

/** The texts of a locale's pages: its language's, spelled as the locale writes them. */
export function localeMessages(locale: Locale): Messages {
  return LOCALE_MESSAGES[locale];
}

/** What a page of this language receives: its own texts, none of the other languages'. */
export function catalogueFor(language: Language): Catalogue {
  return { language, messages: MESSAGES[language] };
}

/** What a page of this locale receives (the server's translator of a request). */
export function localeCatalogue(locale: Locale): Catalogue {
  return { language: LOCALE_INFO[locale].language, messages: LOCALE_MESSAGES[locale] };
}

/** A locale's texts asset (routes/texts.ts): its body, written once, and its version. */
export interface CatalogueAssetText {
  version: string;
  json: string;
}

function assetFor(locale: Locale): CatalogueAssetText {
  const { language, messages } = localeCatalogue(locale);
  const messagesJson = JSON.stringify(messages);
  // Locales with the same texts (de-de and de-at) share one version, so a browser keeps one copy.
  const version = `${language}-${createHash('sha256').update(messagesJson).digest('base64url').slice(0, 12)}`;
  rememberCatalogue(version, { language, messages });
  // The texts are written once: the hash and the asset share their JSON.
  return { version, json: `{"language":"${language}","version":"${version}","messages":${messagesJson}}` };
}

const ASSETS: Readonly<Record<Locale, CatalogueAssetText>> = {
  'de-de': assetFor('de-de'),
  'en-gb': assetFor('en-gb'),
  'de-at': assetFor('de-at'),
  'de-ch': assetFor('de-ch'),
  'fr-fr': assetFor('fr-fr'),
  'fr-ch': assetFor('fr-ch'),
};

/** The texts asset of a locale, for the route that serves it. */
export function catalogueAssetFor(locale: Locale): CatalogueAssetText {
  return ASSETS[locale];
}

/**
 * What the locale route sends a page of `locale`: its texts' version and the asset's address under the locale's
 * prefix (the server translates from this process's copy, registered above).
 */
export function catalogueDataFor(locale: Locale): CatalogueData {
  const { language } = LOCALE_INFO[locale];
  const { version } = ASSETS[locale];
  return { language, version, href: localePath(`/${TEXTS_PATH}/${version}`, locale) };
}
