import { createClient } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentInfo } from '../src/index.js';
import { startTestSandbox, type TestSandbox } from './harness.js';

let sandbox: TestSandbox;
let content: ContentInfo;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  const response = await fetch(`${sandbox.url}/sandbox/info`);
  content = ((await response.json()) as { content: ContentInfo }).content;
});
afterAll(async () => {
  await sandbox.dispose();
});

const clientFor = (token: 'delivery' | 'preview') =>
  createClient({
    space: content.space,
    environment: content.environment,
    accessToken: token === 'delivery' ? content.deliveryToken : content.previewToken,
    host: token === 'delivery' ? content.host : content.previewHost,
    basePath: content.basePath,
    insecure: content.insecure,
    retryOnError: false,
  });

describe('content API on the sandbox port', () => {
  it('lists the content space, tokens and SDK host in /sandbox/info', () => {
    expect(content).toMatchObject({
      space: 'beautyshop',
      environment: 'master',
      host: new URL(sandbox.url).host,
      previewHost: new URL(sandbox.url).host,
      basePath: '',
      insecure: true,
      url: `${sandbox.url}/spaces/beautyshop/environments/master`,
    });
    expect(content.deliveryToken).not.toBe(content.previewToken);
  });

  it('serves the seeded home page of each market to the real SDK, linking products of the seeded catalogue', async () => {
    const client = clientFor('delivery');
    for (const market of ['DE', 'AT', 'CH', 'FR']) {
      const pages = await client.getEntries({ content_type: 'page', 'fields.market': market, include: 3 });
      expect(pages.items).toHaveLength(1);
    }
    const home = await client.getEntry('home-de', { include: 3, locale: 'de-DE' });
    const blockTypes = (home.fields.pageContent as { sys: { contentType?: { sys: { id: string } } } }[]).map(
      (block) => block.sys.contentType?.sys.id,
    );
    expect(blockTypes).toEqual(expect.arrayContaining(['heroTeaser', 'productSlider', 'categoryTeaser']));
    const serialized = JSON.stringify(home.fields);
    const [firstProduct] = sandbox.db
      .prepare('SELECT product_number FROM product WHERE listed = 1 ORDER BY pk LIMIT 1')
      .pluck()
      .all() as string[];
    expect(serialized).toContain(firstProduct);
  });

  it("builds every market's home page from all six block types", async () => {
    const client = clientFor('delivery');
    for (const market of ['DE', 'AT', 'CH', 'FR']) {
      const { items } = await client.getEntries({
        content_type: 'page',
        'fields.market': market,
        include: 3,
      });
      const types = new Set(
        ((items[0]?.fields.pageContent ?? []) as { sys: { contentType?: { sys: { id: string } } } }[]).map(
          (block) => block.sys.contentType?.sys.id,
        ),
      );
      for (const type of [
        'heroTeaser',
        'categoryTeaser',
        'mediaTextTeaser',
        'moduleSlider',
        'largeCategoryTeaser',
        'productSlider',
      ])
        expect(types, `${market} ${type}`).toContain(type);
    }
  });

  it('shows a draft to the preview token only', async () => {
    const query = { 'sys.id': 'media-text-advent-draft' };
    expect((await clientFor('delivery').getEntries(query)).items).toHaveLength(0);
    expect((await clientFor('preview').getEntries(query)).items).toHaveLength(1);
  });

  it("answers an unknown entry with Contentful's NotFound body, not a Store API error", async () => {
    const response = await fetch(`${content.url}/entries/no-such-entry`, {
      headers: { authorization: `Bearer ${content.deliveryToken}` },
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { sys: { id: string }; message: string };
    expect(body.sys.id).toBe('NotFound');
    expect(body.message).toBe('The resource could not be found.');
  });

  it('serves content assets from the same origin', async () => {
    const assets = await clientFor('delivery').getAssets({ limit: 1 });
    const url = assets.items[0]?.fields.file?.url;
    expect(typeof url).toBe('string');
    const absolute = new URL(String(url).startsWith('//') ? `http:${url}` : String(url), sandbox.url);
    expect(absolute.origin).toBe(sandbox.url);
    const image = await fetch(absolute);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });
});
