import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_LIMIT } from './pagination.js';
import { clientFor } from './test/clientFor.js';
import { listingFixture } from './test/fixtures/listing.js';
import { sendJson, startTestServer, type TestServer } from './test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function answerWithListing(): void {
  server.handle((_request, response) => sendJson(response, 200, listingFixture(1)));
}

async function sentLimit(call: (client: ReturnType<typeof clientFor>) => Promise<unknown>): Promise<unknown> {
  answerWithListing();
  await call(clientFor(server));
  const [request] = server.requests;
  return (request?.json as { limit?: unknown } | undefined)?.limit;
}

describe('spec 9: default pagination limit 10', () => {
  it('is 10', () => {
    expect(DEFAULT_PAGE_LIMIT).toBe(10);
  });

  it('asks a product listing for 10 products when the call names no limit', async () => {
    expect(await sentLimit((client) => client.catalogue.readProductListing('cat-1', { page: 2 }))).toBe(10);
  });

  it('asks a search for 10 products when the call names no limit', async () => {
    expect(await sentLimit((client) => client.catalogue.searchProducts('serum'))).toBe(10);
  });

  it("keeps the caller's own page size", async () => {
    expect(await sentLimit((client) => client.catalogue.readProductListing('cat-1', { limit: 24 }))).toBe(24);
  });
});
