import type { SqlField, SqlFieldMap } from './sql.js';

const scalar = (sql: string, type: 'text' | 'number' | 'bool' | 'price', joins?: string[]): SqlField =>
  joins ? { kind: 'scalar', sql, type, joins } : { kind: 'scalar', sql, type };

export const NAME_JOIN = 'name';

const categories: SqlField = {
  kind: 'many',
  table: 'product_category',
  column: 'category_id',
  owner: 'p.main_pk',
};
const properties: SqlField = {
  kind: 'many',
  table: 'product_property',
  column: 'option_id',
  owner: 'p.main_pk',
};
const options: SqlField = { kind: 'json-array', sql: "p.doc, '$.optionIds'" };

/** Product fields the sandbox can filter, sort and aggregate on, with their Shopware names and aliases. */
export const PRODUCT_FIELDS: SqlFieldMap = {
  entity: 'product',
  fields: {
    id: scalar('p.id', 'text'),
    productNumber: scalar('p.product_number', 'text'),
    parentId: scalar('p.parent_id', 'text'),
    manufacturerId: scalar('p.manufacturer_id', 'text'),
    'manufacturer.id': scalar('p.manufacturer_id', 'text'),
    name: scalar('name.name', 'text', [NAME_JOIN]),
    'translated.name': scalar('name.name', 'text', [NAME_JOIN]),
    price: scalar('p.cheapest_price', 'price'),
    cheapestPrice: scalar('p.cheapest_price', 'price'),
    'calculatedPrice.unitPrice': scalar('p.price', 'price'),
    'calculatedCheapestPrice.unitPrice': scalar('p.cheapest_price', 'price'),
    listPrice: scalar('p.list_price', 'price'),
    ratingAverage: scalar('p.rating', 'number'),
    stock: scalar('p.stock', 'number'),
    availableStock: scalar('p.stock', 'number'),
    available: scalar('p.available', 'bool'),
    isCloseout: scalar('p.is_closeout', 'bool'),
    shippingFree: scalar('p.shipping_free', 'bool'),
    sales: scalar('p.sales', 'number'),
    childCount: scalar('p.child_count', 'number'),
    releaseDate: scalar('p.release_date', 'text'),
    createdAt: scalar('p.release_date', 'text'),
    active: scalar('1', 'bool'),
    markAsTopseller: scalar('(p.sales > 4000)', 'bool'),
    type: scalar("(CASE json_extract(p.doc, '$.digital') WHEN 1 THEN 'digital' ELSE 'physical' END)", 'text'),
    ean: scalar("json_extract(p.doc, '$.ean')", 'text'),
    categoryIds: categories,
    categoryTree: categories,
    'categories.id': categories,
    'categoriesRo.id': categories,
    propertyIds: properties,
    'properties.id': properties,
    'properties.groupId': { kind: 'many', table: 'product_property', column: 'group_id', owner: 'p.main_pk' },
    optionIds: options,
    'options.id': options,
  },
};
