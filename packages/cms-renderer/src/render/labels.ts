/** Texts the renderer shows itself (spec 2.6); apps pass their own translations through `labels`. */
export interface CmsLabels {
  /** Shown for a block whose component is unknown and that is not published. */
  componentNotFound: string;
  /** Placeholder for a published block of a type this shop does not render yet. */
  unknownBlock: (type: string) => string;
  /** Accessible names of the slider controls. */
  previousSlide: string;
  nextSlide: string;
  /** Accessible name of each slide: `{n}` and `{total}`. */
  slide: string;
  /** Accessible name of a slider whose editor gave it no title. */
  untitledSlider: string;
}

const byLanguage: Record<'de' | 'en' | 'fr', CmsLabels> = {
  de: {
    componentNotFound: 'Komponente nicht gefunden',
    unknownBlock: (type) => `Inhaltsblock „${type}“ wird hier noch nicht angezeigt`,
    previousSlide: 'Vorherige Elemente',
    nextSlide: 'Nächste Elemente',
    slide: '{n} von {total}',
    untitledSlider: 'Empfehlungen',
  },
  en: {
    componentNotFound: 'Component not found',
    unknownBlock: (type) => `Content block "${type}" cannot be shown here yet`,
    previousSlide: 'Previous slides',
    nextSlide: 'Next slides',
    slide: '{n} of {total}',
    untitledSlider: 'Highlights',
  },
  fr: {
    componentNotFound: 'Composant introuvable',
    unknownBlock: (type) => `Le bloc de contenu «\u00a0${type}\u00a0» ne peut pas encore être affiché ici`,
    previousSlide: 'Éléments précédents',
    nextSlide: 'Éléments suivants',
    slide: '{n} sur {total}',
    untitledSlider: 'À découvrir',
  },
};

/** Labels for a shop locale ('fr-ch' → French); German, the default market's language, for anything else. */
export function labelsFor(locale: string, overrides: Partial<CmsLabels> = {}): CmsLabels {
  const language = locale.slice(0, 2).toLowerCase();
  const base = language === 'en' || language === 'fr' ? byLanguage[language] : byLanguage.de;
  return { ...base, ...overrides };
}
