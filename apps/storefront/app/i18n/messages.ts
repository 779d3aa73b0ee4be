import type { Language } from '../locale/locales';
import { coreMessages } from './core';
import { listingMessages } from './listing';
import { productMessages } from './product';
import { shellMessages } from './shell';

/** Each area of the shop keeps its texts in a file of its own; a new area is added to this list. */
const AREAS = [coreMessages, shellMessages, listingMessages, productMessages] as const;

type Area = (typeof AREAS)[number];
export type MessageKey = Area extends infer A
  ? A extends { de: infer D }
    ? keyof D & string
    : never
  : never;
export type Messages = Readonly<Record<MessageKey, string>>;

function merge(language: Language): Messages {
  return Object.assign({}, ...AREAS.map((area) => area[language])) as Messages;
}

export const MESSAGES: Readonly<Record<Language, Messages>> = {
  de: merge('de'),
  en: merge('en'),
  fr: merge('fr'),
};
