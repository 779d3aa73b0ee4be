import { idFor } from '../ids.js';
import type { Doc } from './entities/store.js';

/** Ids of Shopware's two default layouts as the sandbox seeds them (identical on every machine). */
export const DEFAULT_LISTING_LAYOUT_ID = idFor('cms-page:default-listing-layout');
export const DEFAULT_PRODUCT_LAYOUT_ID = idFor('cms-page:default-product-page-layout');

type LayoutName = Readonly<Record<'de' | 'en' | 'fr', string>>;

const LISTING_NAME: LayoutName = {
  de: 'Standard Listing-Layout',
  en: 'Default listing layout',
  fr: 'Mise en page de listing par défaut',
};
const PRODUCT_NAME: LayoutName = {
  de: 'Standard Produktseiten-Layout',
  en: 'Default product page layout',
  fr: 'Mise en page de page produit par défaut',
};

interface SlotInput {
  key: string;
  type: string;
  slot: string;
  config?: Doc;
  data?: Doc;
}

interface BlockInput {
  key: string;
  type: string;
  sectionPosition: 'main' | 'sidebar';
  slots: SlotInput[];
}

const staticValue = (value: unknown) => ({ source: 'static', value });
const mapped = (value: string) => ({ source: 'mapped', value });

function slot(pageKey: string, blockId: string, input: SlotInput): Doc {
  const config = input.config ?? {};
  return {
    id: idFor(`cms-slot:${pageKey}:${input.key}`),
    versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    type: input.type,
    slot: input.slot,
    locked: false,
    config,
    fieldConfig: {},
    translated: { config },
    customFields: {},
    blockId,
    ...(input.data ? { data: input.data } : {}),
    apiAlias: 'cms_slot',
  };
}

function block(pageKey: string, sectionId: string, position: number, input: BlockInput): Doc {
  const id = idFor(`cms-block:${pageKey}:${input.key}`);
  return {
    id,
    versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    position,
    type: input.type,
    sectionPosition: input.sectionPosition,
    marginTop: '20px',
    marginBottom: '20px',
    marginLeft: '20px',
    marginRight: '20px',
    backgroundMediaMode: 'cover',
    visibility: { mobile: true, desktop: true, tablet: true },
    sectionId,
    slots: input.slots.map((entry) => slot(pageKey, id, entry)),
    customFields: {},
    apiAlias: 'cms_block',
  };
}

function page(
  key: string,
  id: string,
  type: 'product_list' | 'product_detail',
  name: LayoutName,
  language: 'de' | 'en' | 'fr',
  sectionType: 'default' | 'sidebar',
  blocks: BlockInput[],
): Doc {
  const sectionId = idFor(`cms-section:${key}`);
  return {
    id,
    versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
    name: name[language],
    type,
    entity: null,
    config: null,
    sections: [
      {
        id: sectionId,
        position: 0,
        type: sectionType,
        sizingMode: 'boxed',
        mobileBehavior: 'wrap',
        backgroundMediaMode: 'cover',
        visibility: { mobile: true, desktop: true, tablet: true },
        pageId: id,
        blocks: blocks.map((entry, position) => block(key, sectionId, position, entry)),
        customFields: {},
        apiAlias: 'cms_section',
      },
    ],
    translated: { name: name[language], customFields: {} },
    customFields: {},
    apiAlias: 'cms_page',
  };
}

/**
 * Shopware's "Default listing layout" as its CategoryRoute resolves it: navigation and filter in the sidebar,
 * and a product-listing slot whose data holds the category's listing (the same answer /product-listing gives).
 */
export function listingLayout(language: 'de' | 'en' | 'fr', listing: Doc): Doc {
  return page('listing', DEFAULT_LISTING_LAYOUT_ID, 'product_list', LISTING_NAME, language, 'sidebar', [
    {
      key: 'category-navigation',
      type: 'category-navigation',
      sectionPosition: 'sidebar',
      slots: [{ key: 'category-navigation', type: 'category-navigation', slot: 'content' }],
    },
    {
      key: 'sidebar-filter',
      type: 'sidebar-filter',
      sectionPosition: 'sidebar',
      slots: [{ key: 'sidebar-filter', type: 'sidebar-filter', slot: 'content' }],
    },
    {
      key: 'product-listing',
      type: 'product-listing',
      sectionPosition: 'main',
      slots: [
        {
          key: 'product-listing',
          type: 'product-listing',
          slot: 'content',
          config: {
            boxLayout: staticValue('standard'),
            showSorting: staticValue(true),
            useCustomSorting: staticValue(false),
            availableSortings: staticValue({}),
            defaultSorting: staticValue(''),
            filters: staticValue(
              'manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter',
            ),
            propertyWhitelist: staticValue([]),
          },
          data: { listing, apiAlias: 'cms_product_listing' },
        },
      ],
    },
  ]);
}

export interface ProductPageData {
  product: Doc;
  configuratorSettings: Doc[];
  crossSellings: Doc[];
  totalReviews: number;
}

/**
 * Shopware's "Default product page layout" as its ProductDetailRoute resolves it: name and brand, the gallery
 * beside the buy box, description and reviews, and the cross-sellings, each slot carrying its data.
 */
export function productPageLayout(language: 'de' | 'en' | 'fr', data: ProductPageData): Doc {
  const { product } = data;
  const productId = String(product.id);
  return page('product', DEFAULT_PRODUCT_LAYOUT_ID, 'product_detail', PRODUCT_NAME, language, 'default', [
    {
      key: 'product-heading',
      type: 'product-heading',
      sectionPosition: 'main',
      slots: [
        {
          key: 'product-name',
          type: 'product-name',
          slot: 'left',
          config: { content: mapped('product.name') },
          data: { content: String(product.name ?? ''), apiAlias: 'cms_text' },
        },
        {
          key: 'manufacturer-logo',
          type: 'manufacturer-logo',
          slot: 'right',
          config: { media: mapped('product.manufacturer.media') },
          data: { mediaId: null, apiAlias: 'cms_manufacturer_logo' },
        },
      ],
    },
    {
      key: 'gallery-buybox',
      type: 'gallery-buybox',
      sectionPosition: 'main',
      slots: [
        {
          key: 'image-gallery',
          type: 'image-gallery',
          slot: 'left',
          config: { sliderItems: mapped('product.media'), navigationArrows: staticValue('inside') },
          data: { sliderItems: (product.media as Doc[] | undefined) ?? [], apiAlias: 'cms_image_slider' },
        },
        {
          key: 'buy-box',
          type: 'buy-box',
          slot: 'right',
          config: { product: staticValue(null) },
          data: {
            productId,
            product,
            configuratorSettings: data.configuratorSettings,
            totalReviews: data.totalReviews,
            apiAlias: 'cms_buy_box',
          },
        },
      ],
    },
    {
      key: 'product-description-reviews',
      type: 'product-description-reviews',
      sectionPosition: 'main',
      slots: [
        {
          key: 'product-description-reviews',
          type: 'product-description-reviews',
          slot: 'content',
          config: { product: staticValue(null) },
          data: { productId, product, ratingSuccess: false, apiAlias: 'cms_product_description_reviews' },
        },
      ],
    },
    {
      key: 'cross-selling',
      type: 'cross-selling',
      sectionPosition: 'main',
      slots: [
        {
          key: 'cross-selling',
          type: 'cross-selling',
          slot: 'content',
          config: { product: staticValue(null), displayMode: staticValue('standard') },
          data: { crossSellings: data.crossSellings, apiAlias: 'cms_cross_selling' },
        },
      ],
    },
  ]);
}
