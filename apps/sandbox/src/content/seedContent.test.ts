import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isContentSeeded, migrateContent } from './migrateContent.js';
import { seedContent } from './seed/seedContent.js';
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

  it('refuses an empty catalogue with a clear error', () => {
    const other = new Database(':memory:');
    expect(() => seedContent(other, { categories: [], products: [] }, 'http://x')).toThrow(
      /at least one category/,
    );
    other.close();
  });
});
