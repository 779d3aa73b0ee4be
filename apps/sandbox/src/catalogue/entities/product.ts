import { statement } from '../../db/statements.js';
import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { ShopRequest } from '../../domain/shop-request.js';
import { idFor } from '../../ids.js';
import {
  DELIVERY_TIME_IDS,
  languageCodeOf,
  UNIT_ID_G,
  UNIT_ID_ML,
  UNIT_ID_PIECE,
} from '../../seed/markets.js';
import { optionIdFor } from '../../seed/property-groups.js';
import { purchaseRulesOf } from '../purchase-rules.js';
import { countryIsoOf, TAX_IDS, taxKindOf, taxRateFor } from '../taxes.js';
import { renderCategory } from './category.js';
import { productMedia } from './media.js';
import { calculatedPrice, calculatedPrices, cheapestPrice, type PriceInput } from './prices.js';
import { productDescription, productMetaDescription } from './product-texts.js';
import { RenderCache } from './render-cache.js';
import { seoUrlsFor } from './seo-urls.js';
import type { Doc } from './store.js';

export interface ProductRow {
  pk: number;
  id: string;
  parentId: string | null;
  mainPk: number;
  productNumber: string;
  manufacturerId: string;
  price: number;
  listPrice: number | null;
  cheapestPrice: number;
  hasRange: number;
  rating: number | null;
  stock: number;
  available: number;
  isCloseout: number;
  shippingFree: number;
  sales: number;
  childCount: number;
  releaseDate: string;
  listed: number;
  doc: string;
  name: string;
}

export interface ProductDoc {
  typeIndex: number;
  leafKey: string;
  line: string;
  manufacturerKey: string;
  unit: 'ml' | 'g' | 'piece';
  tierPrices: [number, number][] | null;
  isNew: boolean;
  ean: string;
  weight: number;
  digital: boolean;
  size: number;
  shade: string | null;
  optionIds: string[];
  propertyIds: string[];
  variantPks?: number[];
  configuratorOptionIds?: string[];
  crossSellings?: { key: string; productIds: string[] }[];
  setItems?: string[];
}

const SELECT = `SELECT p.pk, p.id, p.parent_id AS parentId, p.main_pk AS mainPk, p.product_number AS productNumber,
  p.manufacturer_id AS manufacturerId, p.price, p.list_price AS listPrice, p.cheapest_price AS cheapestPrice,
  p.has_range AS hasRange, p.rating, p.stock, p.available, p.is_closeout AS isCloseout, p.shipping_free AS shippingFree,
  p.sales, p.child_count AS childCount, p.release_date AS releaseDate, p.listed, p.doc, COALESCE(t.name, '') AS name
  FROM product p LEFT JOIN product_translation t ON t.product_pk = p.main_pk AND t.language_id = ?`;

export function loadProductRows(deps: SandboxDeps, shop: ShopRequest, pks: readonly number[]): ProductRow[] {
  if (pks.length === 0) return [];
  const rows = statement(deps.db, `${SELECT} WHERE p.pk IN (SELECT value FROM json_each(?))`).all(
    shop.languageId,
    JSON.stringify(pks),
  ) as ProductRow[];
  const byPk = new Map(rows.map((row) => [row.pk, row]));
  return pks.flatMap((pk) => byPk.get(pk) ?? []);
}

export function findProductPk(deps: SandboxDeps, id: string): number | undefined {
  return statement(deps.db, 'SELECT pk FROM product WHERE id = ?', 'pluck').get(id) as number | undefined;
}

export function findProductPksByIds(deps: SandboxDeps, ids: readonly string[]): number[] {
  if (ids.length === 0) return [];
  const rows = statement(
    deps.db,
    'SELECT id, pk FROM product WHERE id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(ids)) as { id: string; pk: number }[];
  const byId = new Map(rows.map((row) => [row.id, row.pk]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const UNIT_IDS = { ml: UNIT_ID_ML, g: UNIT_ID_G, piece: UNIT_ID_PIECE } as const;

export interface RenderProductOptions {
  /** Also render `children` (variants) of parents. */
  children?: boolean;
  /**
   * The detail page's fields: the whole media gallery and the properties. Listings, like Shopware's, carry
   * the cover and the variant options only, unless the criteria ask for the `media` or `properties` association.
   */
  media?: boolean;
  properties?: boolean;
}

/** Products as Shopware's Store API sends them, with prices calculated for the context currency. */
export function renderProducts(
  deps: SandboxDeps,
  shop: ShopRequest,
  rows: readonly ProductRow[],
  renderOptions: RenderProductOptions = {},
): Doc[] {
  const cache = new RenderCache(deps, shop);
  const seo = seoUrlsFor(
    deps,
    shop,
    rows.map((row) => row.id),
  );
  const language = languageCodeOf(shop.languageId) ?? 'de';
  const origin = deps.origin();
  const countryIso = countryIsoOf(deps, shop.context.countryId);
  return rows.map((row) => {
    const doc = JSON.parse(row.doc) as ProductDoc;
    const name = row.name;
    const unitId = UNIT_IDS[doc.unit];
    const taxKind = taxKindOf(doc);
    const rules = purchaseRulesOf({
      stock: row.stock,
      isCloseout: row.isCloseout === 1,
      digital: doc.digital,
      tierPrices: doc.tierPrices,
    });
    const priceInput: PriceInput = {
      price: row.price,
      listPrice: row.listPrice,
      factor: shop.currencyFactor,
      purchaseUnit: doc.unit === 'piece' ? null : doc.size,
      unitName: String(cache.get('unit', unitId)?.name ?? ''),
      taxRate: taxRateFor(countryIso, taxKind),
    };
    const imageCount = doc.digital ? 1 : 1 + (row.mainPk % 3);
    const media = Array.from({ length: imageCount }, (_, index) =>
      productMedia(origin, row.id, row.productNumber, index + 1, name),
    );
    const options = doc.optionIds
      .map((optionId) => renderOption(cache, optionId))
      .filter((option): option is Doc => option !== undefined);
    const properties = doc.propertyIds
      .map((optionId) => renderOption(cache, optionId))
      .filter((option): option is Doc => option !== undefined);
    const description = productDescription(language, name, doc.typeIndex, doc.manufacturerKey, doc.line);
    const metaDescription = productMetaDescription(language, name, doc.typeIndex);
    const leafId = idFor(`category:${doc.leafKey}`);
    const seoCategory = cache.memo(`seo-category:${leafId}`, () => renderCategory(deps, shop, leafId));
    const categoryTree = seoCategory
      ? [
          ...String(seoCategory.path ?? '')
            .split('|')
            .filter(Boolean),
          leafId,
        ]
      : [leafId];
    const translated = {
      name,
      description,
      metaDescription,
      metaTitle: `${name} | Beautyshop`,
      keywords: null,
      packUnit: doc.unit === 'piece' ? String(cache.get('unit', unitId)?.name ?? '') : null,
      packUnitPlural: null,
      customFields: customFieldsOf(doc),
    };
    const cover = media[0];
    const badges = badgesOf(doc, row, language);
    const product: Doc = {
      id: row.id,
      versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425',
      parentId: row.parentId,
      manufacturerId: row.manufacturerId,
      unitId,
      taxId: TAX_IDS[taxKind],
      coverId: cover?.id,
      deliveryTimeId: DELIVERY_TIME_IDS.fast,
      cmsPageId: null,
      productNumber: row.productNumber,
      restockTime: null,
      active: true,
      available: row.available === 1,
      isCloseout: row.isCloseout === 1,
      availableStock: row.stock,
      stock: row.stock,
      displayGroup: idFor(`display-group:${row.mainPk}`),
      manufacturerNumber: null,
      ean: doc.ean,
      purchaseSteps: rules.purchaseSteps,
      maxPurchase: doc.digital ? 1 : null,
      minPurchase: rules.minPurchase,
      purchaseUnit: priceInput.purchaseUnit,
      referenceUnit: priceInput.purchaseUnit ? 100 : null,
      shippingFree: row.shippingFree === 1,
      markAsTopseller: row.sales > 4000,
      weight: doc.weight,
      releaseDate: row.releaseDate,
      ratingAverage: row.rating,
      categoryTree,
      categoryIds: [leafId],
      propertyIds: doc.propertyIds,
      optionIds: doc.optionIds,
      tagIds: null,
      streamIds: null,
      childCount: row.childCount,
      sales: row.sales,
      ...translated,
      type: doc.digital ? 'digital' : 'physical',
      states: doc.digital ? ['is-download'] : ['is-physical'],
      calculatedPrice: calculatedPrice(priceInput),
      calculatedPrices: calculatedPrices(priceInput, doc.tierPrices),
      calculatedMaxPurchase: rules.calculatedMaxPurchase,
      calculatedCheapestPrice: cheapestPrice(
        { ...priceInput, price: row.cheapestPrice },
        row.hasRange === 1,
        row.parentId ? row.id : null,
      ),
      isNew: doc.isNew,
      ...(renderOptions.properties
        ? { sortedProperties: sortProperties(cache, properties), properties }
        : {}),
      translated,
      manufacturer: cache.get('product_manufacturer', row.manufacturerId),
      unit: cache.get('unit', unitId),
      deliveryTime: cache.get('delivery_time', DELIVERY_TIME_IDS.fast),
      tax: cache.get('tax', TAX_IDS[taxKind]),
      cover,
      ...(renderOptions.media ? { media } : {}),
      options,
      seoUrls: seo.get(row.id) ?? [],
      seoCategory,
      variantListingConfig:
        row.childCount > 0
          ? { displayParent: true, mainVariantId: null, configuratorGroupConfig: null }
          : null,
      productLineExtension: {
        id: idFor(`product-line:${doc.manufacturerKey}:${doc.line}`),
        name: doc.line,
        translated: { name: doc.line },
      },
      badges,
      acrisProductBadges: badges,
      downloads: doc.digital ? [downloadOf(row)] : [],
      createdAt: row.releaseDate,
      updatedAt: null,
      customFields: translated.customFields,
      apiAlias: 'product',
    };
    if (renderOptions.children && row.childCount > 0) {
      const variantRows = loadProductRows(deps, shop, doc.variantPks ?? []);
      product.children = renderProducts(deps, shop, variantRows, {
        media: renderOptions.media,
        properties: renderOptions.properties,
      });
    }
    return product;
  });
}

function renderOption(cache: RenderCache, optionId: string): Doc | undefined {
  return cache.memo(`option-with-group:${optionId}`, () => {
    const option = cache.get('property_group_option', optionId);
    if (!option) return undefined;
    return { ...option, group: cache.get('property_group', String(option.groupId)), option: option.name };
  });
}

/** Shopware serialises the sorted property groups keyed by group id (an associative PHP array). */
function sortProperties(cache: RenderCache, properties: Doc[]): Doc {
  const groups = new Map<string, Doc>();
  for (const property of properties) {
    const groupId = String(property.groupId);
    let group = groups.get(groupId);
    if (!group) {
      group = { ...(cache.get('property_group', groupId) ?? {}), options: [] };
      groups.set(groupId, group);
    }
    const { group: _group, ...option } = property;
    (group.options as Doc[]).push(option);
  }
  const sorted = [...groups.values()].sort((a, b) => Number(a.position) - Number(b.position));
  return Object.fromEntries(sorted.map((group) => [String(group.id), group]));
}

function customFieldsOf(doc: ProductDoc): Doc {
  return {
    product_type: doc.digital ? 'download' : doc.setItems?.length ? 'set' : 'standard',
    product_purchase_unit_combined: doc.unit === 'piece' ? null : `${doc.size} ${doc.unit}`,
  };
}

const BADGE_LABELS: Record<string, [string, string, string]> = {
  sale: ['Sale', 'Sale', 'Promo'],
  new: ['Neu', 'New', 'Nouveau'],
  bestseller: ['Bestseller', 'Bestseller', 'Best-seller'],
  vegan: ['Vegan', 'Vegan', 'Vegan'],
};

const VEGAN_OPTION_ID = optionIdFor('feature', 'vegan');

function badgesOf(doc: ProductDoc, row: ProductRow, language: 'de' | 'en' | 'fr'): Doc[] {
  const keys: string[] = [];
  if (row.listPrice && row.listPrice > row.price) keys.push('sale');
  if (doc.isNew) keys.push('new');
  if (row.sales > 4000) keys.push('bestseller');
  if (doc.propertyIds.includes(VEGAN_OPTION_ID)) keys.push('vegan');
  const index = language === 'de' ? 0 : language === 'en' ? 1 : 2;
  return keys.map((key, position) => ({
    id: idFor(`badge:${key}`),
    key,
    name: BADGE_LABELS[key]?.[index] ?? key,
    position,
    apiAlias: 'product_badge',
  }));
}

function downloadOf(row: ProductRow): Doc {
  const mediaId = idFor(`download:${row.productNumber}`);
  return {
    id: idFor(`product-download:${row.productNumber}`),
    productId: row.id,
    mediaId,
    position: 1,
    media: {
      id: mediaId,
      mimeType: 'application/pdf',
      fileExtension: 'pdf',
      fileName: `${row.productNumber}-guide`,
      url: '',
      path: `media/download/${row.productNumber}.pdf`,
      hasFile: true,
      private: true,
      customFields: {},
      apiAlias: 'media',
    },
    customFields: {},
    apiAlias: 'product_download',
  };
}
