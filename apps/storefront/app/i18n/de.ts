/** German texts of the core area; the source whose keys English and French must all provide. */
export const de = {
  'meta.siteName': 'Beautyshop',
  'meta.homeTitle': 'Beautyshop – Pflege und Kosmetik',
  'meta.homeDescription': 'Hautpflege, Make-up und Düfte online kaufen.',
  'error.label': 'Fehler',
  'error.goHome': 'Zurück zur Startseite',
  'error.notFoundTitle': 'Seite nicht gefunden',
  'error.notFoundDescription': 'Die Seite {path} gibt es nicht (mehr).',
  'error.message404': 'Diese Seite konnten wir leider nicht finden.',
  'error.message408': 'Die Anfrage hat zu lange gedauert. Bitte versuche es noch einmal.',
  'error.malformedPath':
    'Diese Adresse ist fehlerhaft geschrieben. Bitte prüfe den Link oder beginne auf der Startseite.',
  'error.message500': 'Da ist etwas schiefgelaufen. Wir kümmern uns darum.',
  'error.message502': 'Der Shop ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
  'error.message503': 'Der Shop wird gerade gewartet. Bitte schau bald wieder vorbei.',
  'cms.componentNotFound': 'Komponente nicht gefunden',
  'search.title': 'Suche',
  'search.resultsFor': 'Ergebnisse für „{query}“',
  'search.noResults': 'Keine Produkte gefunden.',
  'search.submit': 'Suchen',
  'seoIndex.title': 'Alle Kategorien',
  'seoIndex.description': 'Übersicht aller Kategorien des Shops.',
} as const;

export type CoreMessages = Readonly<Record<keyof typeof de, string>>;
