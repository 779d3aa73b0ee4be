import type { TestSandbox } from './harness.js';

export type Json = Record<string, unknown>;

export const SHOP = 'http://localhost:3000';

/** A shopper of one market that keeps the context token the sandbox hands out, as a client does. */
export function shopper(sandbox: TestSandbox, market = 'DE') {
  let token = '';
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await sandbox.call(path, { ...init, market, ...(token ? { token } : {}) });
    token = response.headers.get('sw-context-token') ?? token;
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
  };
  const post = (path: string, body: unknown = {}) =>
    call(path, { method: 'POST', body: JSON.stringify(body) });
  return {
    get token() {
      return token;
    },
    set token(value: string) {
      token = value;
    },
    call,
    post,
    addProduct: (id: string, quantity = 1) =>
      post('/checkout/cart/line-item', { items: [{ id, referencedId: id, type: 'product', quantity }] }),
  };
}

export type Shopper = ReturnType<typeof shopper>;

/** Plain physical products in stock, sold one by one. */
export async function buyableProductIds(sandbox: TestSandbox, limit = 3): Promise<string[]> {
  const response = await sandbox.call('/product', {
    method: 'POST',
    body: JSON.stringify({
      limit,
      filter: [
        { type: 'equals', field: 'childCount', value: 0 },
        { type: 'equals', field: 'isCloseout', value: false },
        { type: 'equals', field: 'type', value: 'physical' },
        { type: 'range', field: 'price', parameters: { gte: 10, lte: 60 } },
      ],
    }),
  });
  return ((await response.json()) as { elements: { id: string }[] }).elements.map((product) => product.id);
}

/** A page's form post, as a browser sends it; redirects are not followed, so the test sees where they lead. */
export function submitForm(
  url: string,
  fields: Record<string, string>,
  accept = 'text/html',
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The form's action of a page, resolved against the page's URL. */
export function formAction(html: string, pageUrl: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return new URL(action.replaceAll('&amp;', '&'), pageUrl).toString();
}
