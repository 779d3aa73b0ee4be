import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cartFixture } from '../test/fixtures/cart.js';
import { categoryFixture, navigationFixture } from '../test/fixtures/category.js';
import { contextFixture } from '../test/fixtures/context.js';
import { addressFixture, customerFixture } from '../test/fixtures/customer.js';
import { listingFixture } from '../test/fixtures/listing.js';
import {
  countryListFixture,
  crossSellingListFixture,
  languageListFixture,
  paymentMethodListFixture,
  salutationListFixture,
  shippingMethodListFixture,
} from '../test/fixtures/lists.js';
import { orderFixture, orderListFixture, orderReturnFixture } from '../test/fixtures/order.js';
import { productFixture } from '../test/fixtures/product.js';
import { customerAddressSchema } from './address.js';
import { cartSchema } from './cart.js';
import { categorySchema, navigationSchema } from './category.js';
import { salesChannelContextSchema } from './context.js';
import { crossSellingListSchema } from './crossSelling.js';
import { customerSchema } from './customer.js';
import { productListingSchema } from './listing.js';
import { countryListSchema, languageListSchema, salutationListSchema } from './locale.js';
import { manufacturerSchema } from './manufacturer.js';
import { paymentMethodListSchema, shippingMethodListSchema } from './method.js';
import { orderListSchema, orderReturnSchema, orderSchema } from './order.js';
import { productSchema } from './product.js';

// The package's exports map does not expose api-types/, so the file is found beside its resolved entry.
const packageEntry = createRequire(import.meta.url).resolve('@shopware/api-client');
const schemaPath = join(dirname(packageEntry), '..', 'api-types', 'storeApiSchema.json');
const storeApiSchema = JSON.parse(readFileSync(schemaPath, 'utf8')) as {
  components: Record<string, unknown>;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

// The document is OpenAPI 3.2 (JSON Schema 2020-12 dialect). Its components are registered as one schema so
// that `#/components/schemas/...` references resolve; OpenAPI's numeric formats are annotations only.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
for (const format of ['int32', 'int64', 'float', 'double', 'binary', '^[0-9a-f]{32}$'])
  ajv.addFormat(format, true);
ajv.addSchema({ $id: 'store-api', components: storeApiSchema.components });

function shopwareValidator(pointer: string) {
  return ajv.compile({ $ref: `store-api#${pointer}` });
}

function expectShopwareValid(pointer: string, document: unknown) {
  const validate = shopwareValidator(pointer);
  const valid = validate(document);
  expect(validate.errors ?? [], `${pointer}: ${ajv.errorsText(validate.errors)}`).toEqual([]);
  expect(valid).toBe(true);
}

// Response schemas of routes whose answers are inline or under components/responses.
function responsePointer(path: string, method: string): string {
  return `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/200/content/application~1json/schema`;
}
ajv.addSchema({ $id: 'store-api-paths', paths: storeApiSchema.paths, components: storeApiSchema.components });

function expectRouteValid(path: string, method: string, document: unknown) {
  const operation = storeApiSchema.paths[path]?.[method];
  const response = operation?.responses['200'] as { $ref?: string } | undefined;
  const pointer = response?.$ref
    ? `${response.$ref.slice(1)}/content/application~1json/schema`
    : responsePointer(path, method);
  const validate = ajv.compile({ $ref: `store-api-paths#${pointer}` });
  const valid = validate(document);
  expect(validate.errors ?? [], `${method} ${path}: ${ajv.errorsText(validate.errors)}`).toEqual([]);
  expect(valid).toBe(true);
}

const cases: {
  name: string;
  document: () => unknown;
  shopware: [kind: 'schema' | 'route', ...string[]];
  zod: z.ZodType;
}[] = [
  {
    name: 'product',
    document: () => productFixture(1),
    shopware: ['schema', '/components/schemas/Product'],
    zod: productSchema,
  },
  {
    name: 'manufacturer',
    document: () => productFixture(2).manufacturer,
    shopware: ['schema', '/components/schemas/ProductManufacturer'],
    zod: manufacturerSchema,
  },
  {
    name: 'product listing (48 products)',
    document: () => listingFixture(48),
    shopware: ['route', '/product-listing/{categoryId}', 'post'],
    zod: productListingSchema,
  },
  {
    name: 'cart with line items',
    document: () => cartFixture(),
    shopware: ['route', '/checkout/cart', 'get'],
    zod: cartSchema,
  },
  {
    name: 'category',
    document: () => categoryFixture('Skincare'),
    shopware: ['schema', '/components/schemas/Category'],
    zod: categorySchema,
  },
  {
    name: 'navigation tree',
    document: () => navigationFixture(),
    shopware: ['route', '/navigation/{activeId}/{rootId}', 'post'],
    zod: navigationSchema,
  },
  {
    name: 'customer',
    document: () => customerFixture(),
    shopware: ['route', '/account/customer', 'post'],
    zod: customerSchema,
  },
  {
    name: 'address',
    document: () => addressFixture(),
    shopware: ['route', '/account/address', 'post'],
    zod: customerAddressSchema,
  },
  {
    name: 'guest context',
    document: () => contextFixture(false),
    shopware: ['route', '/context', 'get'],
    zod: salesChannelContextSchema,
  },
  {
    name: 'customer context',
    document: () => contextFixture(true),
    shopware: ['route', '/context', 'get'],
    zod: salesChannelContextSchema,
  },
  {
    name: 'order',
    document: () => orderFixture(),
    shopware: ['schema', '/components/schemas/Order'],
    zod: orderSchema,
  },
  {
    name: 'order list',
    document: () => orderListFixture(),
    shopware: ['route', '/order', 'post'],
    zod: orderListSchema,
  },
  {
    name: 'order return',
    document: () => orderReturnFixture(),
    shopware: ['route', '/order/{orderId}/return', 'post'],
    zod: orderReturnSchema,
  },
  {
    name: 'languages',
    document: () => languageListFixture(),
    shopware: ['route', '/language', 'get'],
    zod: languageListSchema,
  },
  {
    name: 'countries',
    document: () => countryListFixture(),
    shopware: ['route', '/country', 'post'],
    zod: countryListSchema,
  },
  {
    name: 'salutations',
    document: () => salutationListFixture(),
    shopware: ['route', '/salutation', 'get'],
    zod: salutationListSchema,
  },
  {
    name: 'shipping methods',
    document: () => shippingMethodListFixture(),
    shopware: ['route', '/shipping-method', 'post'],
    zod: shippingMethodListSchema,
  },
  {
    name: 'payment methods',
    document: () => paymentMethodListFixture(),
    shopware: ['route', '/payment-method', 'get'],
    zod: paymentMethodListSchema,
  },
  {
    name: 'cross-sellings',
    document: () => crossSellingListFixture(),
    shopware: ['route', '/product/{productId}/cross-selling', 'post'],
    zod: crossSellingListSchema,
  },
];

describe("zod schemas agree with Shopware's storeApiSchema.json (Store API 6.7)", () => {
  it.each(cases)(
    'a realistic $name validates against Shopware and parses with zod',
    ({ document, shopware, zod }) => {
      const sample = document();
      const [kind, pointerOrPath, method] = shopware;
      if (kind === 'schema') expectShopwareValid(pointerOrPath ?? '', sample);
      else expectRouteValid(pointerOrPath ?? '', method ?? 'get', sample);
      const parsed = zod.safeParse(sample);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    },
    // Validating against Shopware's 2 MB schema is CPU work; on a CI machine busy with the other suites the first
    // cases took over the default 5 s. The test checks agreement, not speed.
    30_000,
  );

  // Shopware writes an order's returns under `extensions.returns` as a list of order_return entities; its schema
  // describes the JSON:API relationship form (links and data) there, so this one is checked with zod only.
  it("reads an order's returns with the quantities of its lines", () => {
    const parsed = orderSchema.parse({ ...orderFixture(), extensions: { returns: [orderReturnFixture()] } });
    expect(parsed.extensions?.returns?.[0]?.lineItems?.[0]?.quantity).toBe(1);
    expect(orderSchema.parse(orderFixture()).extensions?.returns).toBeUndefined();
  });

  it('accepts fields it does not read (the client then returns them untouched, see routes.test.ts)', () => {
    const sample = productFixture(5, { someShopExtension: { nested: [1, 2, 3] } });
    expect(productSchema.safeParse(sample).success).toBe(true);
  });

  it('rejects a product that lacks a field Shopware requires and the shop reads', () => {
    const { calculatedPrice: _dropped, ...sample } = productFixture(1);
    expectShopwareInvalid('/components/schemas/Product', sample);
    expect(productSchema.safeParse(sample).success).toBe(false);
  });
});

function expectShopwareInvalid(pointer: string, document: unknown) {
  expect(shopwareValidator(pointer)(document)).toBe(false);
}
