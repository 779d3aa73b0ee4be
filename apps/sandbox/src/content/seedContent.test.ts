import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isContentSeeded, migrateContent } from './migrateContent.js';
import { SEED_ASSETS } from './seed/seedAssets.js';
import { seedContent } from './seed/seedContent.js';
import { seedEntries } from './seed/seedEntries.js';
import type { TestContentApi } from './testContentApi.js';
import { startTestContentApi, testCatalogue } from './testContentApi.js';

let api: TestContentApi;
beforeAll(async () => {
  api = await startTestContentApi();
});
afterAll(() => api.close());

describe('content seed', () => {
  it('migrates idempotently and seeds deterministically', () => {
    const dump = () =>
      JSON.stringify(api.db.prepare('SELECT * FROM content_entities ORDER BY kind, id').all());
    const before = dump();
    migrateContent(api.db);
    seedContent(api.db, testCatalogue, `http://${api.host}`);
    expect(dump()).toBe(before);
  });

  it('tells a seeded database from a new one', () => {
    const fresh = new Database(':memory:');
    expect(isContentSeeded(fresh)).toBe(false);
    seedContent(fresh, testCatalogue, '');
    expect(isContentSeeded(fresh)).toBe(true);
    fresh.close();
  });

  it('links top-level categories first and never the root category', () => {
    const entries = seedEntries({
      categories: [
        { id: 'root', name: 'Startseite', seoPath: '' },
        { id: 'deep', name: 'Tagescreme', seoPath: 'Hautpflege/Tagescreme/' },
        { id: 'top', name: 'Hautpflege', seoPath: 'Hautpflege/' },
      ],
      products: testCatalogue.products,
    });
    const tile = (id: string) => entries.find((e) => e.id === id)?.fields;
    expect(tile('category-teaser-1')).toMatchObject({
      categoryId: { 'de-DE': 'top' },
      url: { 'de-DE': '/Hautpflege/' },
    });
    // Localised as an editor would: the German SEO path, and the id form that every language resolves elsewhere.
    expect(tile('category-teaser-1')?.url).toEqual({
      'de-DE': '/Hautpflege/',
      'de-CH': '/Hautpflege/',
      'en-GB': '/navigation/top/',
      'fr-FR': '/navigation/top/',
    });
    expect(tile('category-teaser-2')).toMatchObject({ categoryId: { 'de-DE': 'deep' } });
    expect(entries.some((e) => JSON.stringify(e.fields).includes('"root"'))).toBe(false);
  });

  it('titles the category tiles in each language, as the catalogue names the category (German where it has no name)', () => {
    const entries = seedEntries({
      categories: [
        {
          id: 'face',
          name: 'Hautpflege',
          seoPath: 'Hautpflege/',
          names: { en: 'Skincare', fr: 'Soins du visage' },
        },
        { id: 'hair', name: 'Haare', seoPath: 'Haare/', names: {} },
      ],
      products: testCatalogue.products,
    });
    const title = (id: string) => entries.find((e) => e.id === id)?.fields.title;
    expect(title('category-teaser-1')).toEqual({
      'de-DE': 'Hautpflege',
      'en-GB': 'Skincare',
      'fr-FR': 'Soins du visage',
    });
    expect(title('category-teaser-2')).toEqual({ 'de-DE': 'Haare', 'en-GB': 'Haare', 'fr-FR': 'Haare' });
  });

  it('writes French as a French editor would: ’ for the apostrophe, a no-break space before : ; ! ? and inside « »', () => {
    const french: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') french.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    const fields = [
      ...seedEntries(testCatalogue).map((entry) => entry.fields),
      ...SEED_ASSETS.map(({ title, description }) => ({ title, description })),
    ];
    for (const field of fields.flatMap((entry) => Object.values(entry)))
      if (field && typeof field === 'object')
        for (const [locale, value] of Object.entries(field)) if (locale.startsWith('fr')) collect(value);
    expect(french.length).toBeGreaterThan(50);
    // A URL or a time is not French punctuation.
    const offending = french.filter((text) =>
      /'| [:;!?»]|« |[\p{L}»)][;:!?](?:\s|$)/u.test(text.replace(/https?:\/\/\S+/g, '')),
    );
    expect(offending).toEqual([]);
  });

  it('refuses an empty catalogue with a clear error', () => {
    const other = new Database(':memory:');
    expect(() => seedContent(other, { categories: [], products: [] }, 'http://x')).toThrow(
      /at least one category/,
    );
    other.close();
  });
});
