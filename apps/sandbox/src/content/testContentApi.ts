import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { type ContentfulClientApi, type CreateClientParams, createClient } from 'contentful';
import { afterAll, beforeAll } from 'vitest';
import { createContentApi } from './createContentApi.js';
import { migrateContent } from './migrateContent.js';
import { seedContent } from './seed/seedContent.js';

/** Test support only (imported by *.test.ts): the content API on loopback over a fresh SQLite file. */
export const SPACE = 'beautyshop';
export const ENVIRONMENT = 'master';
export const DELIVERY_TOKEN = 'delivery-token-test';
export const PREVIEW_TOKEN = 'preview-token-test';

export const testCatalogue = {
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

export interface TestContentApi {
  db: Database.Database;
  /** host:port of the API with the default rate limit. */
  host: string;
  /** host:port of a second API over the same database, limited to 2 requests per second and token. */
  limitedHost: string;
  /** A plain fetch against the environment base, with the Bearer token. */
  raw(path: string, token?: string, init?: RequestInit): Promise<Response>;
  close(): void;
}

export async function startTestContentApi(): Promise<TestContentApi> {
  const dir = mkdtempSync(join(tmpdir(), 'content-api-'));
  const db = new Database(join(dir, 'sandbox.sqlite'));
  db.pragma('journal_mode = WAL');
  migrateContent(db);
  const options = {
    db,
    spaceId: SPACE,
    environment: ENVIRONMENT,
    deliveryToken: DELIVERY_TOKEN,
    previewToken: PREVIEW_TOKEN,
  };
  const main = await listen(createContentApi(options).fetch);
  const limited = await listen(createContentApi({ ...options, rateLimitPerSecond: 2 }).fetch);
  seedContent(db, testCatalogue, `http://${main.host}`);
  return {
    db,
    host: main.host,
    limitedHost: limited.host,
    raw: (path, token = DELIVERY_TOKEN, init = {}) =>
      fetch(`http://${main.host}/spaces/${SPACE}/environments/${ENVIRONMENT}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      }),
    close() {
      main.server.close();
      limited.server.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Fields = Record<string, unknown>;
export const fieldsOf = (value: unknown): Fields => (value as { fields: Fields }).fields;
export const blocksOf = (page: unknown, field = 'pageContent'): unknown[] =>
  fieldsOf(page)[field] as unknown[];
export const typeOf = (block: unknown): string | undefined =>
  (block as { sys: { contentType?: { sys: { id: string } } } }).sys.contentType?.sys.id;
export const isUnresolvedLink = (value: unknown) => (value as { sys: { type: string } }).sys.type === 'Link';

/**
 * The content API of the calling test file: started before its tests, closed after them. `api` stands for the
 * started one; `client` is a contentful SDK client of it, with the delivery token unless `overrides` say otherwise.
 */
export function contentApiForFile(): {
  api: TestContentApi;
  client(overrides?: Partial<CreateClientParams>): ContentfulClientApi<undefined>;
} {
  let started: TestContentApi | undefined;
  const current = (): TestContentApi => {
    if (!started) throw new Error('the content API starts before the first test (beforeAll)');
    return started;
  };
  beforeAll(async () => {
    started = await startTestContentApi();
  });
  afterAll(() => started?.close());
  const api: TestContentApi = {
    get db() {
      return current().db;
    },
    get host() {
      return current().host;
    },
    get limitedHost() {
      return current().limitedHost;
    },
    raw: (...args) => current().raw(...args),
    close: () => current().close(),
  };
  const client = (overrides: Partial<CreateClientParams> = {}) =>
    createClient({
      space: SPACE,
      environment: ENVIRONMENT,
      accessToken: DELIVERY_TOKEN,
      host: api.host,
      insecure: true,
      retryLimit: 5,
      timeout: 30_000,
      logHandler: () => {},
      ...overrides,
    });
  return { api, client };
}
