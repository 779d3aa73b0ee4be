/**
 * The texts of one area of the shop in German, English and French. German is the source: the other languages
 * must provide exactly its keys, which the type checks here and `translate.test.ts` checks at run time.
 */
export function defineMessages<const Key extends string>(catalogue: {
  de: Readonly<Record<Key, string>>;
  en: Readonly<Record<NoInfer<Key>, string>>;
  fr: Readonly<Record<NoInfer<Key>, string>>;
}) {
  return catalogue;
}
