import type { ProductLookup } from '../render/blockProps';

/** Contentful-shaped entries for stories, as the SDK returns them with links resolved (fixture images served by
 * Storybook from .storybook/public). */
const asset = (name: string, width: number, height: number, description: string) => ({
  sys: { id: name, type: 'Asset' },
  fields: {
    title: name,
    description,
    file: {
      url: `/cms-fixtures/${name}.svg`,
      details: { image: { width, height } },
      contentType: 'image/svg+xml',
    },
  },
});

export const entry = (
  id: string,
  type: string,
  fields: Record<string, unknown>,
  sys: Record<string, unknown> = {},
) => ({
  sys: {
    id,
    type: 'Entry',
    contentType: { sys: { id: type, type: 'Link' } },
    publishedVersion: 2,
    revision: 1,
    ...sys,
  },
  fields,
});

export const heroTeaser = entry('hero-spring', 'heroTeaser', {
  internalDescription: 'home hero spring 2026',
  headline: 'Frühlingsfrische für deine Haut',
  subline: 'Leichte Texturen, ein strahlender Teint: unsere neue Pflegeauswahl für die ersten warmen Tage.',
  linkText: 'Jetzt entdecken',
  url: '/gesichtspflege/',
  mediaDesktop: asset('hero-desktop', 1920, 800, 'Cremes und Seren im Morgenlicht'),
  mediaMobile: asset('hero-mobile', 750, 900, 'Cremes und Seren im Morgenlicht'),
  altTextAsset: 'Cremes und Seren im Morgenlicht auf einem hellen Waschtisch',
});

const tile = (id: string, title: string, image: string, url: string) =>
  entry(id, 'categoryTeaser', {
    internalDescription: `tile ${title}`,
    title,
    categoryId: `cat-${id}`,
    url,
    asset: asset(image, 600, 600, title),
  });

export const categoryTeasers = [
  tile('face', 'Gesichtspflege', 'category-face', '/gesichtspflege/'),
  tile('body', 'Körperpflege', 'category-body', '/koerperpflege/'),
  tile('makeup', 'Make-up', 'category-makeup', '/make-up/'),
  tile('hair', 'Haarpflege', 'category-hair', '/haarpflege/'),
];

export const mediaTextTeaser = entry('media-text-serum', 'mediaTextTeaser', {
  internalDescription: 'vitamin c serum story',
  headline: 'Das Geheimnis strahlender Haut',
  description:
    'Vitamin C schützt vor freien Radikalen, mildert Pigmentflecken und schenkt müder Haut neue Frische. Drei Tropfen am Morgen genügen.',
  linkText: 'Zu den Seren',
  url: '/seren/',
  asset: asset('serum', 1200, 900, 'Vitamin-C-Serum mit Pipette'),
  mediaPosition: 'right',
});

export const moduleSlider = entry('module-slider', 'moduleSlider', {
  internalDescription: 'care worlds slider',
  title: 'Unsere Pflegewelten',
  modules: [
    mediaTextTeaser,
    {
      ...mediaTextTeaser,
      sys: { ...mediaTextTeaser.sys, id: 'routine' },
      fields: {
        ...mediaTextTeaser.fields,
        headline: 'Deine Morgenroutine in drei Schritten',
        linkText: 'Routine ansehen',
      },
    },
    categoryTeasers[0],
  ],
});

export const largeCategoryTeaser = entry('large-category-sun', 'largeCategoryTeaser', {
  internalDescription: 'home large teaser sun care',
  headline: 'Sonnenschutz, der sich gut anfühlt',
  subline: 'Leicht, unsichtbar, wasserfest – für jeden Hauttyp.',
  categoryId: 'cat-sun',
  url: '/sonnenschutz/',
  mediaDesktop: asset('sun-desktop', 1920, 640, 'Sonnencreme im Sand'),
  mediaMobile: asset('sun-mobile', 750, 750, 'Sonnencreme im Sand'),
  altTextAsset: 'Sonnencreme im Sand',
});

export const productSlider = entry('product-slider', 'productSlider', {
  internalDescription: 'bestsellers',
  title: 'Unsere Bestseller',
  productIds: ['p-1', 'p-2', 'p-3', 'p-4'],
});

export const products: ProductLookup = ({ productIds }) =>
  [
    {
      id: 'p-1',
      name: 'Hydra Serum',
      manufacturer: 'Maison Lumière',
      unitPrice: 24.95,
      listPrice: 29.95,
      badges: ['Sale'],
    },
    {
      id: 'p-2',
      name: 'Rich Night Cream',
      manufacturer: 'Alpenrein',
      unitPrice: 39,
      badges: ['Neu', 'Vegan'],
    },
    { id: 'p-3', name: 'Sun Fluid LSF 50', manufacturer: 'Côte Claire', unitPrice: 19.95 },
    { id: 'p-4', name: 'Lip Balm Rosé', manufacturer: 'Maison Lumière', unitPrice: 8.5 },
  ]
    .filter((p) => productIds.includes(p.id))
    .map((p) => ({
      ...p,
      currency: 'EUR',
      href: `/${p.id}/`,
      image: { alt: '', src: '/cms-fixtures/product.svg' },
    }));

export const unknownPublished = entry('beauty-quiz', 'beautyQuiz', { title: 'Welcher Hauttyp bist du?' });
export const unknownDraft = entry(
  'beauty-quiz-draft',
  'beautyQuiz',
  { title: 'Entwurf' },
  { publishedVersion: undefined, revision: 0 },
);
