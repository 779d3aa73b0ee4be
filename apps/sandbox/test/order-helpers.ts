import { countryId, type Json, post, registration } from './account-helpers.js';
import type { TestSandbox } from './harness.js';

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

/** A Store API call that keeps the body as JSON (or {} for an empty or binary body). */
export async function call(
  sandbox: TestSandbox,
  path: string,
  init: RequestInit & { token?: string; market?: string } = {},
): Promise<Answer> {
  const response = await sandbox.call(path, init);
  const type = response.headers.get('content-type') ?? '';
  const text = type.includes('json') ? await response.text() : '';
  if (!type.includes('json')) await response.arrayBuffer();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {}, headers: response.headers };
}

const BUYABLE: Json[] = [
  { type: 'equals', field: 'childCount', value: 0 },
  { type: 'equals', field: 'isCloseout', value: false },
];

/** Ids of plain physical products (quantity one, no tier prices) and of digital guides. */
export async function productIds(
  sandbox: TestSandbox,
  kind: 'physical' | 'digital',
  limit = 3,
): Promise<string[]> {
  const answer = await post(sandbox, '/product', {
    limit: limit * 10,
    filter: [
      ...BUYABLE,
      { type: 'equals', field: 'type', value: kind },
      ...(kind === 'physical' ? [{ type: 'range', field: 'price', parameters: { gte: 10, lte: 40 } }] : []),
    ],
  });
  const elements = (answer.body.elements as Json[] | undefined) ?? [];
  // Value packs (tier prices) sell from 3 only: a plain product has at most one calculated price.
  return elements
    .filter((product) => ((product.calculatedPrices as unknown[] | undefined) ?? []).length <= 1)
    .slice(0, limit)
    .map((product) => String(product.id));
}

/** Registers a customer (or a guest with `guest: true`) and answers the logged-in context token. */
export async function customerToken(
  sandbox: TestSandbox,
  email: string,
  options: { guest?: boolean; zipcode?: string } = {},
): Promise<string> {
  const country = await countryId(sandbox, 'DE');
  const body = registration(email, country, options.guest ? { guest: true, password: undefined } : {});
  if (options.zipcode) (body.billingAddress as Json).zipcode = options.zipcode;
  const answer = await post(sandbox, '/account/register', body);
  if (answer.status !== 200 || !answer.token)
    throw new Error(`register ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.token;
}

export async function addProducts(
  sandbox: TestSandbox,
  token: string,
  items: { id: string; quantity?: number }[],
): Promise<Json> {
  const answer = await post(
    sandbox,
    '/checkout/cart/line-item',
    {
      items: items.map((item) => ({
        id: item.id,
        referencedId: item.id,
        type: 'product',
        quantity: item.quantity ?? 1,
      })),
    },
    { token },
  );
  if (answer.status !== 200) throw new Error(`add ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const placeOrder = (sandbox: TestSandbox, token: string, body: Json = {}) =>
  post(sandbox, '/checkout/order', body, { token });

/** A customer with one placed order of the given products; answers the token and the order. */
export async function customerWithOrder(
  sandbox: TestSandbox,
  email: string,
  productIdsToBuy: string[],
  options: { guest?: boolean; zipcode?: string } = {},
): Promise<{ token: string; order: Json }> {
  const token = await customerToken(sandbox, email, options);
  await addProducts(
    sandbox,
    token,
    productIdsToBuy.map((id) => ({ id })),
  );
  const answer = await placeOrder(sandbox, token);
  if (answer.status !== 200) throw new Error(`order ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token, order: answer.body };
}

export const errorCodeOf = (body: Json): string =>
  String(((body.errors as Json[] | undefined)?.[0] as Json | undefined)?.code);
