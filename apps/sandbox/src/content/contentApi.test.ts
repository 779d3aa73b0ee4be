import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import type { ContentfulClientApi, CreateClientParams } from 'contentful';
import { createClient } from 'contentful';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi, migrateContent, seedContent } from './index.js';

const SPACE = 'beautyshop';
const ENVIRONMENT = 'master';
const DELIVERY_TOKEN = 'delivery-token-test';
const PREVIEW_TOKEN = 'preview-token-test';

const catalogue = {
  categories: [
    { id: 'cat-face', name: 'Gesichtspflege', seoPath: 'gesichtspflege/' },
    { id: 'cat-body', name: 'Körperpflege', seoPath: 'koerperpflege/' },
    { id: 'cat-makeup', name: 'Make-up', seoPath: 'make-up/' },
  ],
  products: [
    { id: 'p-1', productNumber: 'BS-1001', name: 'Hydra Serum' },
    { id: 'p-2', productNumber: 'BS-1002', name: 'Rich Night Cream' },
    { id: 'p-3', productNumber: 'BS-1003', name: 'Sun Fluid SPF 50' },
    { id: 'p-4', productNumber: 'BS-1004', name: 'Lip Balm' },
  ],
};

type Server = ReturnType<typeof serve>;
const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<{ server: Server; host: string }>((resolve) => {
    const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ server, host: `127.0.0.1:${info.port}` }),
    );
  });

let dir: string;
let db: Database.Database;
let main: { server: Server; host: string };
let limited: { server: Server; host: string };

const client = (overrides: Partial<CreateClientParams> = {}): ContentfulClientApi<undefined> =>
  createClient({
    space: SPACE,
    environment: ENVIRONMENT,
    accessToken: DELIVERY_TOKEN,
    host: main.host,
    insecure: true,
    retryLimit: 5,
    timeout: 30_000,
    logHandler: () => {},
    ...overrides,
  });
const raw = (path: string, token = DELIVERY_TOKEN, init: RequestInit = {}) =>
  fetch(`http://${main.host}/spaces/${SPACE}/environments/${ENVIRONMENT}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-api-'));
  db = new Database(join(dir, 'sandbox.sqlite'));
  db.pragma('journal_mode = WAL');
  migrateContent(db);
  const options = {
    db,
    spaceId: SPACE,
    environment: ENVIRONMENT,
    deliveryToken: DELIVERY_TOKEN,
    previewToken: PREVIEW_TOKEN,
  };
  main = await listen(createContentApi(options).fetch);
  limited = await listen(createContentApi({ ...options, rateLimitPerSecond: 2 }).fetch);
  seedContent(db, catalogue, `http://${main.host}`);
});

afterAll(() => {
  main.server.close();
  limited.server.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (value as { fields: Fields }).fields;
const blocksOf = (page: unknown, field = 'pageContent'): unknown[] => fieldsOf(page)[field] as unknown[];
const typeOf = (block: unknown): string | undefined =>
  (block as { sys: { contentType?: { sys: { id: string } } } }).sys.contentType?.sys.id;
const isUnresolvedLink = (value: unknown) => (value as { sys: { type: string } }).sys.type === 'Link';

describe('content delivery API read by the contentful SDK', () => {
  it('serves the published home page of a market with its blocks resolved three levels deep', async () => {
    const pages = await client().getEntries({
      content_type: 'page',
      'fields.market': 'DE',
      include: 3,
      locale: 'de-DE',
    });
    expect(pages.items).toHaveLength(1);
    const [home] = pages.items;
    expect(home?.sys).toMatchObject({
      id: 'home-de',
      type: 'Entry',
      locale: 'de-DE',
      publishedVersion: 2,
      revision: 1,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'page' } },
      space: { sys: { id: SPACE } },
      environment: { sys: { id: ENVIRONMENT } },
    });
    const blocks = blocksOf(home);
    expect(blocks.map(typeOf)).toEqual(
      expect.arrayContaining([
        'heroTeaser',
        'categoryTeaser',
        'mediaTextTeaser',
        'moduleSlider',
        'largeCategoryTeaser',
        'productSlider',
        'beautyQuiz',
      ]),
    );
    expect(fieldsOf(blocks[0]).headline).toBe('Frühlingsfrische für Ihre Haut');
    const hero = fieldsOf(blocks[0]);
    expect(fieldsOf(hero.mediaDesktop).file).toMatchObject({
      url: `http://${main.host}/content-assets/hero-spring-desktop/hero-spring-desktop.svg`,
    });
    const tile = blocks.find((b) => typeOf(b) === 'categoryTeaser');
    expect(fieldsOf(tile)).toMatchObject({ categoryId: 'cat-face', url: '/gesichtspflege/' });
    const slider = blocks.find((b) => typeOf(b) === 'productSlider');
    expect(fieldsOf(slider).productNumbers).toEqual(['BS-1001', 'BS-1002', 'BS-1003', 'BS-1004']);
  });

  it('reports a link to a draft as notResolvable for the delivery token', async () => {
    const response = await raw('/entries?sys.id=home-de&include=2');
    const body = (await response.json()) as {
      errors?: unknown[];
      includes: { Entry: { sys: { id: string } }[] };
    };
    expect(body.errors).toContainEqual({
      sys: { id: 'notResolvable', type: 'error' },
      details: { type: 'Link', linkType: 'Entry', id: 'media-text-advent-draft' },
    });
    expect(body.includes.Entry.map((e) => e.sys.id)).not.toContain('media-text-advent-draft');
    const sdk = await client().getEntries({ 'sys.id': 'home-de', include: 2 });
    expect(blocksOf(sdk.items[0]).filter(isUnresolvedLink)).toHaveLength(1);
  });

  it('lets the preview token see drafts and unpublished edits', async () => {
    const preview = client({ accessToken: PREVIEW_TOKEN });
    const home = await preview.getEntry('home-de', { include: 3, locale: 'de-DE' });
    const blocks = blocksOf(home);
    expect(blocks.some(isUnresolvedLink)).toBe(false);
    const draft = blocks.find((b) => (b as { sys: { id: string } }).sys.id === 'media-text-advent-draft');
    expect((draft as { sys: Fields }).sys.publishedVersion).toBeUndefined();
    expect((draft as { sys: Fields }).sys.revision).toBe(0);
    expect(fieldsOf(blocks[0]).headline).toBe('Frühlingsfrische für Ihre Haut – jetzt mit 20 % Rabatt');
    await expect(client().getEntry('media-text-advent-draft')).rejects.toThrow(/NotFound|not be found/);
  });

  it('resolves nested pageContentInside only as deep as include allows', async () => {
    const shallow = await client().getEntry('magazine-skincare-routine', { include: 1 });
    const inside = blocksOf(shallow, 'pageContentInside');
    expect(inside.map(typeOf)).toEqual(['mediaTextTeaser', 'moduleSlider', 'categoryTeaser']);
    expect(isUnresolvedLink(fieldsOf(inside[0]).asset)).toBe(true);
    // Level 2 (assets of the blocks and of the slider's modules) stays as links at include 1.
    expect(blocksOf(inside[1], 'modules').every((m) => isUnresolvedLink(fieldsOf(m).asset))).toBe(true);
    const deep = await client().getEntry('magazine-skincare-routine', { include: 3 });
    const modules = blocksOf(blocksOf(deep, 'pageContentInside')[1], 'modules');
    expect(modules.map(typeOf)).toEqual(['mediaTextTeaser', 'mediaTextTeaser', 'mediaTextTeaser']);
    expect(isUnresolvedLink(fieldsOf(modules[0]).asset)).toBe(false);
    const overview = await client().getEntry('magazine-overview', { include: 3, locale: 'fr-FR' });
    expect(fieldsOf(blocksOf(overview)[0]).headline).toBe('La routine de soin idéale : moins, c’est mieux');
  });

  it('finds a productPage by fields.sku with limit 1', async () => {
    const result = await client().getEntries({
      content_type: 'productPage',
      'fields.sku': 'BS-1002',
      limit: 1,
      include: 3,
    });
    expect(result.total).toBe(1);
    expect(fieldsOf(result.items[0]).sku).toBe('BS-1002');
    const none = await client().getEntries({ content_type: 'productPage', 'fields.sku': 'NOPE', limit: 1 });
    expect(none.items).toEqual([]);
  });

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
      fetch(`http://${limited.host}/spaces/${SPACE}/environments/${ENVIRONMENT}/locales`, {
        headers: { Authorization: `Bearer ${PREVIEW_TOKEN}` },
      });
    const statuses = await Promise.all([1, 2, 3, 4].map(() => rawLimited()));
    const tooMany = statuses.find((r) => r.status === 429);
    expect(tooMany?.headers.get('x-contentful-ratelimit-reset')).toMatch(/^\d+(\.\d+)?$/);
    expect(await tooMany?.json()).toMatchObject({ sys: { type: 'Error', id: 'RateLimitExceeded' } });

    const warnings: string[] = [];
    const sdk = client({
      host: limited.host,
      logHandler: (level, data) => {
        if (level === 'warning') warnings.push(String(data));
      },
    });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => sdk.getLocales()));
    expect(results.every((r) => r.items.length === 6)).toBe(true);
    expect(warnings.some((w) => w.startsWith('Rate limit error occurred'))).toBe(true);
  });

  it("returns every locale as a field map for locale '*' and walks the fallback chain otherwise", async () => {
    const all = await client().withAllLocales.getEntry('hero-spring');
    expect(all.sys.locale).toBeUndefined();
    expect(all.fields.headline).toMatchObject({
      'de-DE': 'Frühlingsfrische für Ihre Haut',
      'en-GB': 'Spring freshness for your skin',
      'fr-FR': 'Un souffle de printemps pour votre peau',
      'de-AT': 'Servus Frühling: Pflege für strahlende Haut',
    });
    const headline = async (locale: string, id = 'hero-alps') =>
      fieldsOf(await client().getEntry(id, { locale })).headline;
    expect(await headline('fr-CH')).toBe('Des soins purs venus des Alpes, livrés dans toute la Suisse');
    expect(await headline('fr-CH', 'hero-spring')).toBe('Un souffle de printemps pour votre peau');
    expect(await headline('de-AT', 'hero-alps')).toBe('Reine Pflege aus den Alpen');
    expect(fieldsOf(await client().getEntry('hero-alps', { locale: 'de-CH' })).subline).toBe(
      'Edelweiss, Gletscherwasser und Bergkräuter für widerstandsfähige Haut.',
    );
    const unknown = await raw('/entries?locale=xx-XX');
    expect(unknown.status).toBe(400);
  });

  it('syncs every published entity initially, then nothing new, and filters by content type', async () => {
    const initial = await client().sync({ initial: true });
    const publishedEntries = db
      .prepare(
        "SELECT COUNT(*) AS n FROM content_entities WHERE kind = 'Entry' AND published_fields IS NOT NULL",
      )
      .get() as { n: number };
    expect(initial.entries).toHaveLength(publishedEntries.n);
    expect(initial.assets.length).toBeGreaterThan(20);
    expect(initial.nextSyncToken).toEqual(expect.any(String));
    const next = await client().sync({ nextSyncToken: initial.nextSyncToken });
    expect(next.entries).toEqual([]);
    const pages = await client().sync({ initial: true, content_type: 'page' });
    expect(pages.entries.map((e) => e.sys.id).sort()).toEqual(['home-at', 'home-ch', 'home-de', 'home-fr']);
    expect(pages.assets).toEqual([]);
    const preview = await client({ accessToken: PREVIEW_TOKEN }).sync({ initial: true, type: 'Entry' });
    expect(preview.entries.map((e) => e.sys.id)).toContain('media-text-advent-draft');
    expect((await raw('/sync')).status).toBe(400);
  });

  it('pages a sync through nextPageUrl when a limit is given', async () => {
    const first = await raw('/sync?initial=true&type=Asset&limit=10');
    const body = (await first.json()) as { items: unknown[]; nextPageUrl?: string };
    expect(body.items).toHaveLength(10);
    expect(body.nextPageUrl).toMatch(/\/sync\?sync_token=/);
    const all = await client().sync({ initial: true, type: 'Asset', limit: 10 } as { initial: true });
    const everything = await client().sync({ initial: true, type: 'Asset' });
    expect(all.assets.map((a) => a.sys.id)).toEqual(everything.assets.map((a) => a.sys.id));
    expect((await raw('/sync?initial=true&limit=0')).status).toBe(400);
    expect((await raw('/sync?sync_token=not-a-token')).status).toBe(400);
  });

  it('filters by sys.id[in] and fields.x[exists], and orders descending', async () => {
    const some = await client().getEntries({
      'sys.id[in]': ['hero-alps', 'hero-paris', 'nope'],
      order: ['-sys.id'],
    });
    expect(some.items.map((e) => e.sys.id)).toEqual(['hero-paris', 'hero-alps']);
    const restricted = await client().getEntries({
      content_type: 'mediaTextTeaser',
      'fields.showIn[exists]': true,
    });
    expect(restricted.items.map((e) => e.sys.id).sort()).toEqual([
      'media-text-newsletter',
      'media-text-swiss-delivery-de',
      'media-text-swiss-delivery-fr',
    ]);
    const forSwiss = await client().getEntries({ content_type: 'mediaTextTeaser', 'fields.showIn': 'de-ch' });
    expect(forSwiss.items.map((e) => e.sys.id)).toEqual(['media-text-swiss-delivery-de']);
  });

  it('accepts the token as access_token query parameter and limits each token on its own', async () => {
    const url = `http://${limited.host}/spaces/${SPACE}/environments/${ENVIRONMENT}/locales?access_token=`;
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    const delivery = await Promise.all([1, 2, 3].map(() => fetch(url + DELIVERY_TOKEN)));
    const preview = await fetch(url + PREVIEW_TOKEN);
    expect(delivery.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    expect(preview.status).toBe(200);
  });

  it('creates asset keys only for a numeric expiresAt within 172800 seconds', async () => {
    const now = Math.floor(Date.now() / 1000);
    const key = await client().createAssetKey(now + 3600);
    expect(key).toMatchObject({ policy: expect.any(String), secret: expect.any(String) });
    const post = (expiresAt: unknown) =>
      raw('/asset_keys', DELIVERY_TOKEN, { method: 'POST', body: JSON.stringify({ expiresAt }) });
    expect((await post(now - 10)).status).toBe(400);
    expect((await post(now + 172_801)).status).toBe(400);
    expect((await post('soon')).status).toBe(400);
    expect((await post(now + 172_790)).status).toBe(201);
  });

  it('bounds and validates query parameters as InvalidQuery', async () => {
    const tooMany = await raw('/entries?limit=1001');
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ sys: { type: 'Error', id: 'InvalidQuery' } });
    expect((await raw('/entries?include=11')).status).toBe(400);
    expect((await raw('/entries?fields.sku=BS-1001')).status).toBe(400);
    expect((await raw('/entries?content_type=doesNotExist')).status).toBe(400);
    const page = await client().getEntries({ limit: 5, skip: 5, order: ['sys.id'] });
    expect(page).toMatchObject({ limit: 5, skip: 5 });
    expect(page.items).toHaveLength(5);
    const ids = page.items.map((e) => e.sys.id);
    expect([...ids].sort()).toEqual(ids);
  });

  it('applies select to item fields', async () => {
    const result = await client().getEntries({ content_type: 'heroTeaser', select: ['fields.headline'] });
    expect(result.items.length).toBe(3);
    for (const item of result.items) expect(Object.keys(item.fields)).toEqual(['headline']);
  });

  it('lists content types, tags and locales', async () => {
    const types = await client().getContentTypes();
    expect(types.items.map((t) => t.sys.id)).toEqual(
      expect.arrayContaining(['heroTeaser', 'productPage', 'magazinePage', 'errorPage']),
    );
    expect((await client().getContentType('productPage')).fields.map((f) => f.id)).toContain('sku');
    const tags = await client().getTags();
    expect(tags.items.map((t) => t.sys.id)).toContain('homepage');
    expect((await client().getTag('magazine')).name).toBe('Magazine');
    const locales = await client().getLocales();
    expect(locales.items.map((l) => l.code)).toEqual(['de-DE', 'en-GB', 'de-AT', 'de-CH', 'fr-FR', 'fr-CH']);
    expect(locales.items.find((l) => l.default)?.code).toBe('de-DE');
    expect((await client().getSpace()).sys.id).toBe(SPACE);
  });

  it('serves the 404 page entry under the id the Store API config names', async () => {
    const page = await client().getEntry('error404page', { include: 3, locale: 'en-GB' });
    expect(page.sys.contentType.sys.id).toBe('errorPage');
    expect(page.fields.title).toBe('Page not found');
  });

  it('serves seeded asset images and honours the width parameter', async () => {
    const asset = await client().getAsset('hero-spring-desktop');
    const url = (asset.fields.file as { url: string }).url;
    const resized = await fetch(`${url}?w=480&fm=webp`);
    expect(resized.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await resized.text();
    expect(svg).toContain('width="480" height="200"');
    expect((await fetch(`${url}?w=0`)).status).toBe(400);
  });
});

describe('content API mounted into another Hono app', () => {
  it("keeps Contentful's error bodies and routes beside the host app's own", async () => {
    const host = new Hono();
    host.onError((_, c) => c.json({ errors: [{ status: '500' }] }, 500));
    host.notFound((c) => c.json({ errors: [{ code: 'FRAMEWORK__ROUTE_NOT_FOUND' }] }, 404));
    host.get('/store-api/ping', (c) => c.text('pong'));
    host.route(
      '/',
      createContentApi({
        db,
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

describe('content seed', () => {
  it('migrates idempotently and seeds deterministically', () => {
    const dump = () => JSON.stringify(db.prepare('SELECT * FROM content_entities ORDER BY kind, id').all());
    const before = dump();
    migrateContent(db);
    seedContent(db, catalogue, `http://${main.host}`);
    expect(dump()).toBe(before);
  });

  it('completes root-relative asset URLs with the origin the request arrived on', async () => {
    seedContent(db, catalogue, '');
    const asset = await client().getAsset('category-face');
    expect((asset.fields.file as { url: string }).url).toBe(
      `http://${main.host}/content-assets/category-face/category-face.svg`,
    );
    const all = await client().withAllLocales.getAsset('category-face');
    expect(all.fields.file?.['de-DE']?.url).toBe(
      `http://${main.host}/content-assets/category-face/category-face.svg`,
    );
    seedContent(db, catalogue, `http://${main.host}`);
  });

  it('refuses an empty catalogue with a clear error', () => {
    const other = new Database(':memory:');
    expect(() => seedContent(other, { categories: [], products: [] }, 'http://x')).toThrow(
      /at least one category/,
    );
    other.close();
  });
});
