import { MANUFACTURERS } from '../../seed/manufacturers.js';
import type { SeedEntryWriter } from './seedEntryWriter.js';
import { assetLink, blocks, categoryUrlOf } from './seedEntryWriter.js';
import { t, v } from './seedLocales.js';

/** Brands of the demo catalogue whose lines are plant-based; product names carry the line, not the brand. */
const NATURAL_BRANDS = ['Botanica Verde', 'Alpenkraut', 'Clean Tonic', 'Nordic Dew'];
const NATURAL_LINES = MANUFACTURERS.filter((brand) => NATURAL_BRANDS.includes(brand.name)).flatMap(
  (brand) => brand.lines,
);
/** Gift sets and candles are not what a shopper looks for on a skincare page. */
const NOT_CARE = /set\b|kerze/i;

/**
 * The 'Clean Beauty' landing page (issue 19): a hero, two stories and a slider of natural-brand products. The
 * Store API's landing page has the url `clean-beauty` in German and English and `beaute-clean` in French, and a
 * page's url is not localised, so each url gets its own page entry with the same blocks.
 */
export function seedLandingPages({ published, products, categoryAbout }: SeedEntryWriter): void {
  const natural = products.filter(
    (product) => NATURAL_LINES.some((line) => product.name.startsWith(line)) && !NOT_CARE.test(product.name),
  );
  const picks = (natural.length >= 4 ? natural : products).slice(0, 8);

  published('hero-clean-beauty', 'heroTeaser', {
    internalDescription: v('clean beauty landing page hero'),
    headline: t({
      de: 'Pflege, die der Natur vertraut',
      en: 'Care that trusts nature',
      fr: 'Des soins qui font confiance à la nature',
    }),
    subline: t({
      de: 'Pflanzliche Wirkstoffe, vegane Rezepturen und Verpackungen, die sich nachfüllen lassen.',
      en: 'Plant-based actives, vegan formulas and packaging you can refill.',
      fr: 'Des actifs végétaux, des formules vegan et des flacons rechargeables.',
    }),
    linkText: t({
      de: 'Naturkosmetik entdecken',
      en: 'Discover natural care',
      fr: 'Découvrir les soins naturels',
    }),
    url: categoryUrlOf(categoryAbout(['Gesicht', 'Hautpflege'], 0)),
    mediaDesktop: v(assetLink('clean-beauty-desktop')),
    mediaMobile: v(assetLink('clean-beauty-mobile')),
    altTextAsset: t({
      de: 'Grüne Flaschen und Tiegel zwischen Blättern',
      en: 'Green bottles and jars among leaves',
      fr: 'Flacons et pots verts parmi des feuilles',
    }),
  });

  published('media-text-clean-ingredients', 'mediaTextTeaser', {
    internalDescription: v('clean beauty: ingredients'),
    headline: t({
      de: 'Was drin ist – und was nicht',
      en: 'What is in it, and what is not',
      fr: 'Ce qu’il y a dedans, et ce qu’il n’y a pas',
    }),
    description: t({
      de: 'Unsere Clean-Beauty-Auswahl verzichtet auf Mikroplastik, Silikone, Parabene und synthetische Duftstoffe. Stattdessen pflegen Aloe vera, Hafer, Squalan aus Oliven und kaltgepresste Öle – mild zu empfindlicher Haut.',
      en: 'Our clean beauty edit leaves out microplastics, silicones, parabens and synthetic fragrance. Instead, aloe vera, oat, olive squalane and cold-pressed oils care for your skin, gently enough for sensitive skin.',
      fr: 'Notre sélection clean beauty bannit microplastiques, silicones, parabènes et parfums de synthèse. À la place\u00a0: aloe vera, avoine, squalane d’olive et huiles pressées à froid, doux même pour les peaux sensibles.',
    }),
    linkText: t({ de: 'Zur Gesichtspflege', en: 'Shop face care', fr: 'Voir les soins du visage' }),
    url: categoryUrlOf(categoryAbout(['Gesicht', 'Hautpflege'], 0)),
    asset: v(assetLink('clean-ingredients')),
    mediaPosition: v('right'),
  });

  published('media-text-clean-refill', 'mediaTextTeaser', {
    internalDescription: v('clean beauty: refills'),
    headline: t({
      de: 'Nachfüllen statt wegwerfen',
      en: 'Refill instead of throwing away',
      fr: 'Recharger plutôt que jeter',
    }),
    description: t({
      de: 'Viele Produkte gibt es als Nachfüllpack: Du sparst bis zu 70 % Verpackung, und die Flasche bleibt im Bad. Versendet wird klimaneutral und ohne Plastikfüllmaterial.',
      en: 'Many products come as refills: you save up to 70% of the packaging and keep the bottle in your bathroom. We ship carbon-neutral, without plastic fillers.',
      fr: 'De nombreux produits existent en recharge\u00a0: jusqu’à 70\u00a0% d’emballage en moins, et le flacon reste dans votre salle de bain. L’envoi est neutre en carbone, sans calage plastique.',
    }),
    linkText: t({ de: 'Körperpflege ansehen', en: 'See body care', fr: 'Voir les soins du corps' }),
    url: categoryUrlOf(categoryAbout(['Körper', 'Körperpflege'], 1)),
    asset: v(assetLink('clean-refill')),
    mediaPosition: v('left'),
  });

  published('product-slider-clean-beauty', 'productSlider', {
    internalDescription: v('clean beauty: natural brands'),
    title: t({ de: 'Unsere Naturkosmetik', en: 'Our natural care', fr: 'Nos soins naturels' }),
    productIds: v(picks.map((p) => p.id)),
    productNumbers: v(picks.map((p) => p.productNumber)),
  });

  const content = blocks(
    'hero-clean-beauty',
    'media-text-clean-ingredients',
    'product-slider-clean-beauty',
    'media-text-clean-refill',
  );
  const metaDescription = t({
    de: 'Naturkosmetik und vegane Pflege ohne Mikroplastik und Silikone, mit nachfüllbaren Verpackungen.',
    en: 'Natural and vegan care without microplastics or silicones, in refillable packaging.',
    fr: 'Cosmétique naturelle et soins vegan sans microplastiques ni silicones, en flacons rechargeables.',
  });
  for (const [id, url] of [
    ['landing-clean-beauty', '/clean-beauty'],
    ['landing-clean-beauty-fr', '/beaute-clean'],
  ] as const) {
    published(id, 'page', {
      title: t({ de: 'Clean Beauty', en: 'Clean beauty', fr: 'Beauté clean' }),
      url: v(url),
      pageContent: content,
      metaTitle: t({
        de: 'Clean Beauty | Beautyshop',
        en: 'Clean beauty | Beautyshop',
        fr: 'Beauté clean | Beautyshop',
      }),
      metaDescription,
    });
  }
}

/**
 * Spec 2.6's special cases on a page of their own (not linked from the shop), so that the home page looks as a
 * shopper expects: a published block of a type the shop does not know yet (a placeholder naming the type) and a
 * link to a draft (the preview shows it; the delivery API leaves the link unresolved: 'component not found').
 */
export function seedBlockCasesPage({ published }: SeedEntryWriter): void {
  published('block-cases-intro', 'mediaTextTeaser', {
    internalDescription: v('block cases: intro'),
    headline: t({ de: 'Inhaltsbausteine', en: 'Content blocks', fr: 'Blocs de contenu' }),
    description: t({
      de: 'Diese Seite zeigt, wie der Shop Bausteine darstellt, die er noch nicht kennt, und Entwürfe, die nur die Vorschau zeigt.',
      en: 'This page shows how the shop renders blocks it does not know yet, and drafts that only the preview shows.',
      fr: 'Cette page montre comment la boutique affiche les blocs qu’elle ne connaît pas encore, et les brouillons visibles seulement en aperçu.',
    }),
  });
  published('page-block-cases', 'page', {
    title: t({ de: 'Inhaltsbausteine', en: 'Content blocks', fr: 'Blocs de contenu' }),
    url: v('/inhaltsbausteine'),
    pageContent: blocks('block-cases-intro', 'beauty-quiz-skin-type', 'media-text-advent-draft'),
  });
}
