import { describe, expect, it } from 'vitest';
import { contentApiForFile, PREVIEW_TOKEN } from './testContentApi.js';

const { api, client } = contentApiForFile();
const { raw } = api;

describe('sync through the contentful SDK', () => {
  it('syncs every published entity initially, then nothing new, and filters by content type', async () => {
    const initial = await client().sync({ initial: true });
    const publishedEntries = api.db
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
    expect(pages.entries.map((e) => e.sys.id).sort()).toEqual([
      'home-at',
      'home-ch',
      'home-de',
      'home-fr',
      'landing-clean-beauty',
      'landing-clean-beauty-fr',
      'page-block-cases',
    ]);
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
});
