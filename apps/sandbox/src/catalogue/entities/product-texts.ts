import { MANUFACTURERS } from '../../seed/manufacturers.js';
import type { LanguageCode } from '../../seed/markets.js';
import { PRODUCT_TYPES } from '../../seed/product-types.js';

const INDEX: Record<LanguageCode, 0 | 1 | 2> = { de: 0, en: 1, fr: 2 };

const USAGE: Record<LanguageCode, string> = {
  de: 'Morgens und abends auf die gereinigte Haut auftragen und sanft einmassieren.',
  en: 'Apply morning and evening to cleansed skin and massage in gently.',
  fr: 'Appliquer matin et soir sur peau nettoyée en massant délicatement.',
};

const BRAND: Record<LanguageCode, (brand: string, line: string) => string> = {
  de: (brand, line) => `Aus der Linie ${line} von ${brand}.`,
  en: (brand, line) => `From the ${line} line by ${brand}.`,
  fr: (brand, line) => `Issu de la gamme ${line} de ${brand}.`,
};

/**
 * Product descriptions are composed when rendered rather than stored: three languages of text for
 * 100,000 products would multiply the database size for no gain.
 */
export function productDescription(
  language: LanguageCode,
  name: string,
  typeIndex: number,
  manufacturerKey: string,
  line: string,
): string {
  const type = PRODUCT_TYPES[typeIndex];
  const brand = MANUFACTURERS.find((manufacturer) => manufacturer.key === manufacturerKey)?.name ?? '';
  const benefit = type?.benefit[INDEX[language]] ?? '';
  const opening =
    language === 'de'
      ? `${name} ${benefit}.`
      : language === 'en'
        ? `${name} ${benefit}.`
        : `${name} ${benefit}.`;
  return `<p>${opening} ${BRAND[language](brand, line)}</p><p>${USAGE[language]}</p>`;
}

export function productMetaDescription(language: LanguageCode, name: string, typeIndex: number): string {
  const benefit = PRODUCT_TYPES[typeIndex]?.benefit[INDEX[language]] ?? '';
  return `${name}: ${benefit}.`.slice(0, 255);
}
