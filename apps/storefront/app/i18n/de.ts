/** German texts of the core area; the source whose keys English and French must all provide. */
export const de = {
  'meta.siteName': 'Beautyshop',
  'meta.homeTitle': 'Beautyshop – Pflege und Kosmetik',
  'meta.homeDescription': 'Hautpflege, Make-up und Düfte online kaufen.',
  'cms.componentNotFound': 'Komponente nicht gefunden',
  'search.title': 'Suche',
  'search.resultsFor': 'Ergebnisse für „{query}“',
  'search.noResults': 'Keine Produkte gefunden.',
  'search.submit': 'Suchen',
  'seoIndex.title': 'Alle Kategorien',
  'seoIndex.description': 'Übersicht aller Kategorien des Shops.',
} as const;

export type CoreMessages = Readonly<Record<keyof typeof de, string>>;
