/** Contentful locale codes of the six shop locales (spec 2.1); de-DE is the default and ends every fallback chain. */
export const SEED_LOCALES = [
  { code: 'de-DE', name: 'German (Germany)', isDefault: true, fallbackCode: null },
  { code: 'en-GB', name: 'English (United Kingdom)', isDefault: false, fallbackCode: 'de-DE' },
  { code: 'de-AT', name: 'German (Austria)', isDefault: false, fallbackCode: 'de-DE' },
  { code: 'de-CH', name: 'German (Switzerland)', isDefault: false, fallbackCode: 'de-DE' },
  { code: 'fr-FR', name: 'French (France)', isDefault: false, fallbackCode: 'de-DE' },
  { code: 'fr-CH', name: 'French (Switzerland)', isDefault: false, fallbackCode: 'fr-FR' },
] as const;

export interface Texts {
  de: string;
  en: string;
  fr: string;
  /** Austrian wording where it differs from de-DE; otherwise de-AT falls back to de-DE. */
  at?: string;
  /** Swiss wording; when absent and the German text has ß, de-CH gets it spelt with ss (Swiss standard German). */
  ch?: string;
  /** Swiss French wording; otherwise fr-CH falls back to fr-FR. */
  frCh?: string;
}

/** A localised field value as stored: one value per locale code. */
export function t(texts: Texts): Record<string, string> {
  const swiss = texts.ch ?? (texts.de.includes('ß') ? texts.de.replaceAll('ß', 'ss') : undefined);
  return {
    'de-DE': texts.de,
    'en-GB': texts.en,
    'fr-FR': texts.fr,
    ...(texts.at ? { 'de-AT': texts.at } : {}),
    ...(swiss ? { 'de-CH': swiss } : {}),
    ...(texts.frCh ? { 'fr-CH': texts.frCh } : {}),
  };
}

/** A field that is not localised lives under the default locale only, as in Contentful. */
export const v = (value: unknown): Record<string, unknown> => ({ 'de-DE': value });
