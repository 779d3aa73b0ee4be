import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueByVersion, loadCatalogue } from './catalogueStore';
import { catalogueAssetFor, catalogueFor } from './messages.server';

// The browser's side: a process that holds no texts yet fetches them. This file's module copy starts empty for
// versions it never saw; the server's registration (messages.server.ts) fills only the ones it builds, so the
// tests ask under versions of their own, answered with the real asset's texts.
const english = catalogueAssetFor('en-gb');
const requests: string[] = [];
let server: Server;
let origin = '';

function assetAs(version: string): string {
  return JSON.stringify({ ...JSON.parse(english.json), version });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const version = (request.url ?? '').split('/').at(-1) ?? '';
    if (version.startsWith('en-test')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(assetAs(version));
    } else if (version === 'en-mismatch') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(assetAs('en-something-else'));
    } else if (version === 'en-broken') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"language":"en","messages":');
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"unknown"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("a page's texts are fetched once and kept by version", () => {
  it('loads the texts the page names and translates with them from then on', async () => {
    expect(catalogueByVersion('en-test-1')).toBeUndefined();
    expect(await loadCatalogue(`${origin}/en-gb/_texts/en-test-1`, 'en-test-1')).toBe(true);
    expect(catalogueByVersion('en-test-1')).toEqual(catalogueFor('en'));
  });

  it('asks once however many callers wait for the same texts, and not again once they are here', async () => {
    const href = `${origin}/en-gb/_texts/en-test-2`;
    const before = requests.length;
    const loads = await Promise.all([loadCatalogue(href, 'en-test-2'), loadCatalogue(href, 'en-test-2')]);
    expect(loads).toEqual([true, true]);
    expect(await loadCatalogue(href, 'en-test-2')).toBe(true);
    expect(requests.length - before).toBe(1);
  });

  it.each([
    ['an address the shop does not know (404)', 'en-unknown'],
    ['texts of another version than the page names', 'en-mismatch'],
    ['an answer that is not a texts asset', 'en-broken'],
  ])('keeps nothing from %s and says so', async (_name, version) => {
    expect(await loadCatalogue(`${origin}/en-gb/_texts/${version}`, version)).toBe(false);
    expect(catalogueByVersion(version)).toBeUndefined();
  });

  it('says so when the shop cannot be reached, and tries again when asked later', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await loadCatalogue(`http://127.0.0.1:${port}/en-gb/_texts/en-test-3`, 'en-test-3')).toBe(false);
    expect(await loadCatalogue(`${origin}/en-gb/_texts/en-test-3`, 'en-test-3')).toBe(true);
  });
});
