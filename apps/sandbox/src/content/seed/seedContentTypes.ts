import type { ContentTypeField } from '../contentStore.js';

const symbol = (id: string, name: string, localized = true): ContentTypeField => ({
  id,
  name,
  type: 'Symbol',
  localized,
  required: false,
});
const text = (id: string, name: string): ContentTypeField => ({
  id,
  name,
  type: 'Text',
  localized: true,
  required: false,
});
const asset = (id: string, name: string): ContentTypeField => ({
  id,
  name,
  type: 'Link',
  linkType: 'Asset',
  localized: false,
  required: false,
});
const blocks = (id: string, name: string): ContentTypeField => ({
  id,
  name,
  type: 'Array',
  items: { type: 'Link', linkType: 'Entry' },
  localized: false,
  required: false,
});
const symbols = (id: string, name: string): ContentTypeField => ({
  id,
  name,
  type: 'Array',
  items: { type: 'Symbol' },
  localized: false,
  required: false,
});

/** Spec 5: every block may carry `showIn` (platforms or locales) and `visibility` ('app only'). */
const restrictions = [symbols('showIn', 'Show in'), symbol('visibility', 'Visibility', false)];
const internal = symbol('internalDescription', 'Internal description', false);

export interface SeedContentType {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: ContentTypeField[];
}

export const SEED_CONTENT_TYPES: SeedContentType[] = [
  {
    id: 'heroTeaser',
    name: 'Hero teaser',
    description: 'Full-width stage image with headline and call to action.',
    displayField: 'internalDescription',
    fields: [
      internal,
      symbol('headline', 'Headline'),
      text('subline', 'Subline'),
      symbol('linkText', 'Link text'),
      symbol('url', 'URL'),
      asset('mediaDesktop', 'Image desktop'),
      asset('mediaMobile', 'Image mobile'),
      symbol('altTextAsset', 'Image alt text'),
      ...restrictions,
    ],
  },
  {
    id: 'categoryTeaser',
    name: 'Category teaser',
    description: 'Square image tile linking a category.',
    displayField: 'internalDescription',
    fields: [
      internal,
      symbol('title', 'Title'),
      symbol('categoryId', 'Category id', false),
      symbol('url', 'URL'),
      asset('asset', 'Image'),
      ...restrictions,
    ],
  },
  {
    id: 'mediaTextTeaser',
    name: 'Media and text teaser',
    description: 'Image or video beside a text with a link.',
    displayField: 'internalDescription',
    fields: [
      internal,
      symbol('headline', 'Headline'),
      text('description', 'Description'),
      symbol('linkText', 'Link text'),
      symbol('url', 'URL'),
      asset('asset', 'Image'),
      asset('videoAsset', 'Video'),
      symbol('mediaPosition', 'Media position', false),
      ...restrictions,
    ],
  },
  {
    id: 'moduleSlider',
    name: 'Module slider',
    description: 'A carousel of teaser modules.',
    displayField: 'internalDescription',
    fields: [internal, symbol('title', 'Title'), blocks('modules', 'Modules'), ...restrictions],
  },
  {
    id: 'largeCategoryTeaser',
    name: 'Large category teaser',
    description: 'Wide category stage with separate desktop and mobile images.',
    displayField: 'internalDescription',
    fields: [
      internal,
      symbol('headline', 'Headline'),
      symbol('subline', 'Subline'),
      symbol('categoryId', 'Category id', false),
      symbol('url', 'URL'),
      asset('mediaDesktop', 'Image desktop'),
      asset('mediaMobile', 'Image mobile'),
      symbol('altTextAsset', 'Image alt text'),
      ...restrictions,
    ],
  },
  {
    id: 'productSlider',
    name: 'Product slider',
    description: 'Products from the Store API, by id or product number.',
    displayField: 'internalDescription',
    fields: [
      internal,
      symbol('title', 'Title'),
      symbols('productIds', 'Product ids'),
      symbols('productNumbers', 'Product numbers'),
      ...restrictions,
    ],
  },
  {
    id: 'page',
    name: 'Page',
    description: 'A content page; the home page of a market has url "/".',
    displayField: 'title',
    fields: [
      symbol('title', 'Title'),
      symbol('url', 'URL', false),
      symbol('market', 'Market', false),
      blocks('pageContent', 'Page content'),
      symbol('metaTitle', 'Meta title'),
      text('metaDescription', 'Meta description'),
    ],
  },
  {
    id: 'magazinePage',
    name: 'Magazine page',
    description: 'An editorial article or overview; pageContentInside sits in the article column.',
    displayField: 'title',
    fields: [
      symbol('title', 'Title'),
      symbol('url', 'URL', false),
      symbol('headline', 'Headline'),
      text('description', 'Description'),
      symbol('authorName', 'Author name', false),
      symbol('authorPosition', 'Author position'),
      asset('authorAsset', 'Author portrait'),
      asset('mediaDesktop', 'Image desktop'),
      asset('mediaMobile', 'Image mobile'),
      symbol('altTextAsset', 'Image alt text'),
      blocks('pageContentAbove', 'Content above'),
      blocks('pageContent', 'Page content'),
      blocks('pageContentInside', 'Content inside'),
      symbol('metaTitle', 'Meta title'),
      text('metaDescription', 'Meta description'),
    ],
  },
  {
    id: 'productPage',
    name: 'Product page content',
    description: 'Extra content on a product detail page, found by sku (product number).',
    displayField: 'sku',
    fields: [symbol('sku', 'SKU', false), symbol('title', 'Title'), blocks('pageContent', 'Page content')],
  },
  {
    id: 'contactForm',
    name: 'Contact form',
    description: "The shop's contact form (spec 2.4), posting to the Store API contact route.",
    displayField: 'internalDescription',
    fields: [internal, symbol('headline', 'Headline'), ...restrictions],
  },
  {
    id: 'errorPage',
    name: 'Error page',
    description: 'Content of the 404 page (plugin setting error404PageCtfId).',
    displayField: 'title',
    fields: [
      symbol('title', 'Title'),
      symbol('headline', 'Headline'),
      text('description', 'Description'),
      blocks('pageContent', 'Page content'),
      symbol('metaTitle', 'Meta title'),
    ],
  },
  {
    id: 'beautyQuiz',
    name: 'Beauty quiz',
    description: 'A newer block type that the shop does not render yet (spec 2.6 placeholder).',
    displayField: 'title',
    fields: [
      symbol('title', 'Title'),
      symbol('question', 'Question'),
      symbols('answers', 'Answers'),
      ...restrictions,
    ],
  },
];
