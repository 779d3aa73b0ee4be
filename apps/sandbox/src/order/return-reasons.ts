import type { Doc } from '../catalogue/entities/store.js';
import { idFor } from '../ids.js';
import { type LanguageCode, languageCodeOf } from '../seed/markets.js';

interface ReturnReason {
  key: string;
  content: Readonly<Record<LanguageCode, string>>;
}

/** The reasons a shopper gives per returned line item (Shopware's order_return_line_item_reason rows). */
const REASONS: readonly ReturnReason[] = [
  { key: 'damaged', content: { de: 'Beschädigt angekommen', en: 'Arrived damaged', fr: 'Arrivé endommagé' } },
  { key: 'wrong_item', content: { de: 'Falscher Artikel', en: 'Wrong item', fr: 'Mauvais article' } },
  {
    key: 'not_as_described',
    content: {
      de: 'Entspricht nicht der Beschreibung',
      en: 'Not as described',
      fr: 'Non conforme à la description',
    },
  },
  {
    key: 'skin_reaction',
    content: { de: 'Hautunverträglichkeit', en: 'Skin reaction', fr: 'Réaction cutanée' },
  },
  {
    key: 'changed_mind',
    content: { de: 'Nicht mehr gewünscht', en: 'Changed my mind', fr: 'Changement d’avis' },
  },
  { key: 'unspecified', content: { de: 'Keine Angabe', en: 'Not specified', fr: 'Non précisé' } },
];

export const returnReasonIdOf = (key: string): string => idFor(`return-reason:${key}`);

/** The reason given when a line item names none. */
export const UNSPECIFIED_REASON_ID = returnReasonIdOf('unspecified');

export function findReturnReason(id: string): ReturnReason | undefined {
  return REASONS.find((reason) => returnReasonIdOf(reason.key) === id);
}

export function renderReturnReason(reason: ReturnReason, languageId: string): Doc {
  const content = reason.content[languageCodeOf(languageId) ?? 'de'];
  return {
    id: returnReasonIdOf(reason.key),
    reasonKey: reason.key,
    content,
    translated: { content },
    apiAlias: 'order_return_line_item_reason',
  };
}

/** Every reason, in the request's language. */
export const listReturnReasons = (languageId: string): Doc[] =>
  REASONS.map((reason) => renderReturnReason(reason, languageId));
