import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY, clientFor } from '../test/clientFor.js';
import { cartFixture } from '../test/fixtures/cart.js';
import { delay, sendErrors, sendJson, startTestServer, type TestServer } from '../test/testServer.js';
import { StoreApiAbortError } from './StoreApiAbortError.js';
import { StoreApiError } from './StoreApiError.js';
import { StoreApiHttpError } from './StoreApiHttpError.js';
import { StoreApiNetworkError } from './StoreApiNetworkError.js';
import { StoreApiSchemaError } from './StoreApiSchemaError.js';
import { StoreApiTimeoutError } from './StoreApiTimeoutError.js';
import {
  isStoreApiAbortError,
  isStoreApiError,
  isStoreApiHttpError,
  isStoreApiNetworkError,
  isStoreApiSchemaError,
  isStoreApiTimeoutError,
} from './typeGuards.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function failureOf(promise: Promise<unknown>): Promise<StoreApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StoreApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const shopwareErrors = [
  {
    status: '400',
    code: 'CHECKOUT__CART_INVALID_LINE_ITEM',
    title: 'Bad Request',
    detail: 'The line item is invalid.',
  },
  { status: '400', code: 'FRAMEWORK__INVALID_QUANTITY', title: 'Invalid quantity' },
];

describe('error normalisation (spec 8)', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 500])(
    'a %i takes the messages from the server errors list (detail, else title)',
    async (status) => {
      server.handle((_request, response) => sendErrors(response, status, shopwareErrors));
      const error = await failureOf(clientFor(server).cart.readCart({ retry: false }));
      expect(error).toBeInstanceOf(StoreApiHttpError);
      expect(isStoreApiHttpError(error)).toBe(true);
      expect(error.status).toBe(status);
      expect(error.messages).toEqual(['The line item is invalid.', 'Invalid quantity']);
      expect(error.errors[0]?.code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM');
      expect(error.response?.status).toBe(status);
      expect(error.request?.method).toBe('GET');
    },
  );

  it.each([408, 502, 503, 504])(
    'a %i gives a single message even when the server sent a list',
    async (status) => {
      server.handle((_request, response) => sendErrors(response, status, shopwareErrors));
      const error = await failureOf(clientFor(server).cart.readCart({ retry: false }));
      expect(error.status).toBe(status);
      expect(error.messages).toHaveLength(1);
      expect(error.messages[0]).not.toBe('The line item is invalid.');
    },
  );

  it('a 4xx without an errors list still gives one message', async () => {
    server.handle((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>Not found</h1>');
    });
    const error = await failureOf(clientFor(server).cart.readCart());
    expect(error.status).toBe(404);
    expect(error.messages).toEqual(['Not Found']);
  });

  it('a time-out maps to status 408', async () => {
    server.handle(async (_request, response) => {
      await delay(500);
      sendJson(response, 200, cartFixture());
    });
    const error = await failureOf(clientFor(server, { timeout: 100 }).cart.readCart());
    expect(error).toBeInstanceOf(StoreApiTimeoutError);
    expect(isStoreApiTimeoutError(error)).toBe(true);
    expect(error.status).toBe(408);
  });

  it('a network error (dropped connection) maps to status 0', async () => {
    server.handle((_request, response) => {
      response.socket?.destroy();
    });
    const error = await failureOf(clientFor(server).cart.readCart());
    expect(error).toBeInstanceOf(StoreApiNetworkError);
    expect(isStoreApiNetworkError(error)).toBe(true);
    expect(error.status).toBe(0);
    expect(error.messages).toEqual(['Network Error']);
  });

  it('a refused connection maps to status 0', async () => {
    const error = await failureOf(clientFor(server, { endpoint: 'http://127.0.0.1:9' }).cart.readCart());
    expect(error.status).toBe(0);
  });

  it('blank-field violations on addresses read as the field name plus the detail', async () => {
    server.handle((_request, response) =>
      sendErrors(response, 400, [
        {
          code: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3',
          status: '400',
          detail: 'This value should not be blank.',
          template: 'This value should not be blank.',
          source: { pointer: '/street' },
        },
        {
          code: 'VIOLATION::IS_BLANK_ERROR',
          status: '400',
          detail: 'This value should not be blank.',
          source: { pointer: '/city' },
        },
        {
          code: 'VIOLATION::ZIP_CODE_INVALID',
          status: '400',
          detail: 'This value is not a valid zip code.',
          source: { pointer: '/zipcode' },
        },
      ]),
    );
    const error = await failureOf(
      clientFor(server).addresses.createAddress({
        firstName: 'Anna',
        lastName: 'S',
        street: '',
        city: '',
        countryId: 'de',
      }),
    );
    expect(error.messages).toEqual([
      'street: This value should not be blank.',
      'city: This value should not be blank.',
      'This value is not a valid zip code.',
    ]);
  });

  it('malformed JSON is a schema error, never a crash', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"apiAlias":"cart",');
    });
    const error = await failureOf(clientFor(server).cart.readCart());
    expect(error).toBeInstanceOf(StoreApiSchemaError);
    expect(isStoreApiSchemaError(error)).toBe(true);
    expect(error.status).toBe(200);
    expect((error as StoreApiSchemaError).body).toBe('{"apiAlias":"cart",');
  });

  it('an answer that fails the schema is a schema error carrying the zod issues', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { ...cartFixture(), price: { totalPrice: 'ten' } }),
    );
    const error = await failureOf(clientFor(server).cart.readCart());
    expect(error).toBeInstanceOf(StoreApiSchemaError);
    const issues = (error as StoreApiSchemaError).issues;
    expect(issues.some((issue) => issue.path.join('.') === 'price.totalPrice')).toBe(true);
  });

  it("an aborted call rejects with an abort error on the caller's signal", async () => {
    server.handle(async (_request, response) => {
      await delay(300);
      sendJson(response, 200, cartFixture());
    });
    const controller = new AbortController();
    const pending = clientFor(server).cart.readCart({ signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await failureOf(pending);
    expect(error).toBeInstanceOf(StoreApiAbortError);
    expect(isStoreApiAbortError(error)).toBe(true);
    expect(error.messages).toEqual(['Request aborted']);
  });

  it('guards recognise errors by name and shape, also across realms', () => {
    const foreign = Object.assign(new Error('x'), {
      name: 'StoreApiHttpError',
      status: 500,
      messages: ['x'],
    });
    expect(isStoreApiError(foreign)).toBe(true);
    expect(isStoreApiHttpError(foreign)).toBe(true);
    expect(isStoreApiTimeoutError(foreign)).toBe(false);
    expect(isStoreApiError(new Error('plain'))).toBe(false);
  });
});

describe('errors in logs', () => {
  it('never print the request (access key, context token) or the answer (customer data) of a failed call', async () => {
    const { inspect } = await import('node:util');
    const request = new Request('http://shop.test/store-api/account/customer', {
      headers: { 'sw-access-key': 'SWSC-SECRET-KEY', 'sw-context-token': 'token-of-ada' },
    });
    const response = new Response('{"email":"ada@example.com"}', { status: 403 });
    const http = new StoreApiHttpError({
      status: 403,
      messages: ['Customer is not logged in.'],
      request,
      response,
    });
    const schema = new StoreApiSchemaError({
      status: 200,
      messages: ['The Store API answer does not match the expected schema'],
      issues: [],
      body: '{"email":"ada@example.com"}',
      response,
    });
    for (const error of [http, schema]) {
      const logged = `${inspect(error, { depth: 10 })} ${JSON.stringify(error)}`;
      expect(logged).not.toMatch(/SWSC-SECRET-KEY|token-of-ada|ada@example\.com/);
    }
    // As a real call fails, refused or timed out: neither the error nor its cause prints the headers.
    server.handle((_request, response) => sendErrors(response, 403, shopwareErrors));
    const refused = await failureOf(
      clientFor(server, { contextToken: 'token-of-ada' }).cart.readCart({ retry: false }),
    );
    server.handle(async (_request, response) => {
      await delay(500);
      sendJson(response, 200, cartFixture());
    });
    const late = await failureOf(
      clientFor(server, { timeout: 100, contextToken: 'token-of-ada' }).cart.readCart(),
    );
    for (const error of [refused, late]) {
      expect(inspect(error, { depth: 10 })).not.toMatch(new RegExp(`${ACCESS_KEY}|token-of-ada`));
    }
    // Still there for the code that handles them.
    expect(http.request?.headers.get('sw-context-token')).toBe('token-of-ada');
    expect(schema.body).toContain('ada@example.com');
  });
});
