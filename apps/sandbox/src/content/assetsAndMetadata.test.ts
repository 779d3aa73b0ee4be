import { describe, expect, it } from 'vitest';
import { seedContent } from './seed/seedContent.js';
import { contentApiForFile, DELIVERY_TOKEN, SPACE, testCatalogue } from './testContentApi.js';

const { api, client } = contentApiForFile();
const { raw } = api;

describe('assets, asset keys and space metadata', () => {
  it('creates asset keys only for a numeric expiresAt within 172800 seconds', async () => {
    // Read the clock per request: under load a request can start seconds after the test did.
    const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
    const key = await client().createAssetKey(inSeconds(3600));
    expect(key).toMatchObject({ policy: expect.any(String), secret: expect.any(String) });
    const post = (expiresAt: unknown) =>
      raw('/asset_keys', DELIVERY_TOKEN, { method: 'POST', body: JSON.stringify({ expiresAt }) });
    expect((await post(inSeconds(-10))).status).toBe(400);
    expect((await post(inSeconds(172_800 + 60))).status).toBe(400);
    expect((await post('soon')).status).toBe(400);
    expect((await post(inSeconds(172_800 - 60))).status).toBe(201);
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

  it('completes root-relative asset URLs with the origin the request arrived on', async () => {
    seedContent(api.db, testCatalogue, '');
    const asset = await client().getAsset('category-face');
    expect((asset.fields.file as { url: string }).url).toBe(
      `http://${api.host}/content-assets/category-face/category-face.svg`,
    );
    const all = await client().withAllLocales.getAsset('category-face');
    expect(all.fields.file?.['de-DE']?.url).toBe(
      `http://${api.host}/content-assets/category-face/category-face.svg`,
    );
    seedContent(api.db, testCatalogue, `http://${api.host}`);
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
});
