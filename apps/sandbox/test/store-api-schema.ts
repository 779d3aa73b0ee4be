import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, unknown>;

// The package does not export the JSON file, so it is read from beside the resolved entry point.
const require = createRequire(import.meta.url);
const packageRoot = join(dirname(require.resolve('@shopware/api-client')), '..');
const schema = JSON.parse(readFileSync(join(packageRoot, 'api-types/storeApiSchema.json'), 'utf8')) as Json;
const components = schema.components as Json & {
  schemas: Record<string, Json>;
  responses: Record<string, Json>;
};
const paths = schema.paths as Record<string, Record<string, Json>>;

// Shopware serialises aggregations as an object keyed by aggregation name (a PHP associative array) and as []
// when there are none; the schema only allows the array form. Both are accepted here, and only here.
const entitySearchResult = components.schemas.EntitySearchResult as { properties: Record<string, Json> };
entitySearchResult.properties.aggregations = { oneOf: [{ type: 'array' }, { type: 'object' }] };

// Product.calculatedPrices items combine `additionalProperties: false` with an allOf reference, which rejects
// every property of a real CalculatedPrice; the reference alone is what the schema means.
const product = components.schemas.Product as { properties: Record<string, { items?: Json }> };
const tierItems = product.properties.calculatedPrices?.items;
if (tierItems) delete tierItems.additionalProperties;

// A cart's `errors` is an object keyed by error key, and [] when there are none (an empty PHP array, as with
// aggregations); the schema's `type: object` rejects the empty form.
const cart = components.schemas.Cart as { properties: Record<string, Json> };
if (cart.properties.errors) delete cart.properties.errors.type;

// A line item's payload is a free-form map in Shopware (product number, options, stock for products; the code
// for promotions and gift cards); the schema points it at the JSON:API product resource, which no cart sends.
// Its type is open too: the shop's plugins add `voucherCard` and `freeProduct` (spec 3).
const lineItem = components.schemas.LineItem as { properties: Record<string, Json> };
lineItem.properties.payload = { type: 'object' };
lineItem.properties.type = { type: 'string' };
// Its priceDefinition is whichever definition priced it (quantity, percentage, absolute), and a quantity
// definition's listPrice is a number in Shopware's QuantityPriceDefinition; the schema allows only the quantity
// form with a list price object.
lineItem.properties.priceDefinition = {
  type: 'object',
  required: ['type', 'apiAlias'],
  properties: {
    type: { enum: ['quantity', 'percentage', 'absolute'] },
    apiAlias: { enum: ['cart_price_quantity', 'cart_price_percentage', 'cart_price_absolute'] },
    listPrice: { type: ['number', 'null'] },
  },
};

// Shopware's HandlePaymentMethodRouteResponse answers `{ redirectUrl: null }` when there is nowhere to redirect to
// (a synchronous payment, or no open transaction); the schema types redirectUrl as a string only.
for (const operation of Object.values(paths['/handle-payment'] ?? {})) {
  const ok = (operation.responses as Record<string, Json> | undefined)?.['200'];
  const media = (ok?.content as Json | undefined)?.['application/json'] as { schema?: Json } | undefined;
  const properties = media?.schema?.properties as Record<string, Json> | undefined;
  if (properties?.redirectUrl) properties.redirectUrl = { type: ['string', 'null'] };
}

// Return requests are an association of the order that Shopware serialises under `extensions.returns` as a list
// of order_return entities; the schema describes the JSON:API relationship form (links and data) instead.
const order = components.schemas.Order as {
  properties: Record<string, { properties?: Record<string, Json> }>;
};
const orderExtensions = order.properties.extensions?.properties;
if (orderExtensions)
  orderExtensions.returns = { type: 'array', items: { $ref: '#/components/schemas/OrderReturn' } };

// An order's stored prices (Order.shippingCosts, OrderDelivery.shippingCosts and its positions' price,
// OrderTransaction.amount,
// OrderReturn.price and .shippingCosts) are JSON fields the schema types loosely: `calculatedTaxes` and `taxRules`
// as objects, where Shopware writes the CalculatedPrice's lists, and reference, list and regulation prices as
// objects, where an order line without one has null. Lists and nulls are accepted there, and only there.
const priceFields: [string, string][] = [
  ['Order', 'shippingCosts'],
  ['OrderDelivery', 'shippingCosts'],
  ['OrderDeliveryPosition', 'price'],
  ['OrderTransaction', 'amount'],
  ['OrderReturn', 'price'],
  ['OrderReturn', 'shippingCosts'],
];
for (const [entity, field] of priceFields) {
  const price = (
    components.schemas[entity] as { properties: Record<string, { properties?: Record<string, Json> }> }
  ).properties[field];
  const properties = price?.properties;
  if (!properties) continue;
  for (const list of ['calculatedTaxes', 'taxRules'])
    if (properties[list]) properties[list] = { type: 'array' };
  for (const nullable of ['referencePrice', 'listPrice', 'regulationPrice'])
    if (properties[nullable]) properties[nullable] = { oneOf: [{ type: 'null' }, properties[nullable]] };
}

// An order line item keeps the cart line's priceDefinition as placed: the same deviation as the cart's.
const orderLineItem = components.schemas.OrderLineItem as { properties: Record<string, Json> };
orderLineItem.properties.priceDefinition = lineItem.properties.priceDefinition as Json;

// ajv-formats ships as CommonJS with a default export.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({
  strict: false,
  allErrors: true,
  validateFormats: true,
  discriminator: false,
  logger: false,
});
addFormats(ajv);
ajv.addSchema({ $id: 'store-api', components }, 'store-api');

const cache = new Map<string, ValidateFunction>();

function compile(pointer: string): ValidateFunction {
  let validate = cache.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `store-api#${pointer}` });
    cache.set(pointer, validate);
  }
  return validate;
}

function resolveRef(value: Json): Json {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  const parts = ref.replace('#/', '').split('/');
  let node: unknown = schema;
  for (const part of parts) node = (node as Json)[part];
  return node as Json;
}

function jsonSchemaOf(content: unknown): Json | undefined {
  const media = (content as Json | undefined)?.['application/json'] as Json | undefined;
  return media?.schema as Json | undefined;
}

/** Registers a schema fragment taken from `paths` so that its component refs resolve. */
function compileInline(key: string, fragment: Json): ValidateFunction {
  let validate = cache.get(key);
  if (!validate) {
    const rewritten = JSON.parse(
      JSON.stringify(fragment).replaceAll('"#/components/', '"store-api#/components/'),
    ) as Json;
    validate = ajv.compile(rewritten);
    cache.set(key, validate);
  }
  return validate;
}

export function responseValidator(path: string, method: string, status = '200'): ValidateFunction {
  const operation = paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`store-api schema: no operation ${method} ${path}`);
  const responses = operation.responses as Record<string, Json>;
  const response = responses[status];
  if (!response) throw new Error(`store-api schema: ${method} ${path} documents no ${status} response`);
  const resolved = resolveRef(response);
  const fragment = jsonSchemaOf(resolved.content);
  if (!fragment) throw new Error(`store-api schema: ${method} ${path} ${status} has no JSON body`);
  return compileInline(`response:${method}:${path}:${status}`, fragment);
}

export function requestValidator(path: string, method: string): ValidateFunction {
  const operation = paths[path]?.[method.toLowerCase()];
  const requestBody = operation?.requestBody as Json | undefined;
  const fragment = requestBody ? jsonSchemaOf(resolveRef(requestBody).content) : undefined;
  if (!fragment) throw new Error(`store-api schema: ${method} ${path} takes no JSON body`);
  return compileInline(`request:${method}:${path}`, fragment);
}

export function componentValidator(name: string): ValidateFunction {
  return compile(`/components/schemas/${name}`);
}

export function errorsOf(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 8)
    .map((error) => `${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    .join('\n');
}
