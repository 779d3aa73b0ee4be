import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createContentApi } from './createContentApi.js';
import type { Fields } from './testContentApi.js';
import { contentApiForFile, DELIVERY_TOKEN, ENVIRONMENT, PREVIEW_TOKEN, SPACE } from './testContentApi.js';

const { api, client } = contentApiForFile();
const { raw } = api;

describe('tokens, errors and rate limits', () => {
  it("answers an unknown id with Contentful's NotFound body", async () => {
    const response = await raw('/assets/does-not-exist');
    expect(response.status).toBe(404);
    const body = (await response.json()) as Fields;
    expect(body).toMatchObject({
      sys: { type: 'Error', id: 'NotFound' },
      message: 'The resource could not be found.',
    });
    expect(body.requestId).toEqual(expect.any(String));
    const error = await client()
      .getAsset('does-not-exist')
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('NotFound');
    expect(JSON.parse((error as Error).message)).toMatchObject({
      status: 404,
      message: 'The resource could not be found.',
    });
  });

  it('rejects a wrong token with 401 AccessTokenInvalid', async () => {
    const error = await client({ accessToken: 'wrong' })
      .getEntries()
      .catch((e: unknown) => e as Error);
    expect((error as Error).name).toBe('AccessTokenInvalid');
    expect(JSON.parse((error as Error).message)).toMatchObject({ status: 401 });
    expect((await raw('/entries', '')).status).toBe(401);
  });

  it('answers 429 with X-Contentful-RateLimit-Reset, and the SDK retries until it gets through', async () => {
    const rawLimited = () =>
      fetch(`http://${api.limitedHost}/spaces/${SPACE}/environments/${ENVIRONMENT}/locales`, {
        headers: { Authorization: `Bearer ${PREVIEW_TOKEN}` },
      });
    const statuses = await Promise.all([1, 2, 3, 4].map(() => rawLimited()));
    const tooMany = statuses.find((r) => r.status === 429);
    expect(tooMany?.headers.get('x-contentful-ratelimit-reset')).toMatch(/^\d+(\.\d+)?$/);
    expect(await tooMany?.json()).toMatchObject({ sys: { type: 'Error', id: 'RateLimitExceeded' } });

    const warnings: string[] = [];
    const sdk = client({
      host: api.limitedHost,
      logHandler: (level, data) => {
        if (level === 'warning') warnings.push(String(data));
      },
    });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => sdk.getLocales()));
    expect(results.every((r) => r.items.length === 6)).toBe(true);
    expect(warnings.some((w) => w.startsWith('Rate limit error occurred'))).toBe(true);
  });

  it('accepts the token as access_token query parameter and limits each token on its own', async () => {
    const url = `http://${api.limitedHost}/spaces/${SPACE}/environments/${ENVIRONMENT}/locales?access_token=`;
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    const delivery = await Promise.all([1, 2, 3].map(() => fetch(url + DELIVERY_TOKEN)));
    const preview = await fetch(url + PREVIEW_TOKEN);
    expect(delivery.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    expect(preview.status).toBe(200);
  });

  it("keeps Contentful's error bodies and routes beside the host app's own", async () => {
    const host = new Hono();
    host.onError((_, c) => c.json({ errors: [{ status: '500' }] }, 500));
    host.notFound((c) => c.json({ errors: [{ code: 'FRAMEWORK__ROUTE_NOT_FOUND' }] }, 404));
    host.get('/store-api/ping', (c) => c.text('pong'));
    host.route(
      '/',
      createContentApi({
        db: api.db,
        spaceId: SPACE,
        environment: ENVIRONMENT,
        deliveryToken: DELIVERY_TOKEN,
        previewToken: PREVIEW_TOKEN,
      }),
    );
    const base = `http://sandbox.test/spaces/${SPACE}/environments/${ENVIRONMENT}`;
    const denied = await host.request(`${base}/entries`, { headers: { Authorization: 'Bearer nope' } });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ sys: { type: 'Error', id: 'AccessTokenInvalid' } });
    const entry = await host.request(`${base}/entries/hero-spring`, {
      headers: { Authorization: `Bearer ${DELIVERY_TOKEN}` },
    });
    expect(((await entry.json()) as { sys: { id: string } }).sys.id).toBe('hero-spring');
    expect(await (await host.request('http://sandbox.test/store-api/ping')).text()).toBe('pong');
    const image = await host.request(
      'http://sandbox.test/content-assets/category-face/category-face.svg?w=100',
    );
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });
});
