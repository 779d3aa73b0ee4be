import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ContentRequestError,
  EntryNotFetchedError,
  PageNotFoundError,
  ProductPageNotFoundError,
} from '../errors';
import type { ContentLoaderConfig } from './createContentLoader';
import { createContentLoader } from './createContentLoader';

const SPACE = 'fixture-space';
const BASE = `/cms/spaces/${SPACE}/environments/master`;
const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });
const entry = (id: string, type: string, fields: Record<string, unknown>, locale = 'de-DE') => ({
  metadata: { tags: [] },
  sys: {
    id,
    type: 'Entry',
    contentType: link('ContentType', type),
    locale,
    publishedVersion: 2,
    revision: 1,
  },
  fields,
});
const collection = (items: unknown[], includes?: unknown) => ({
  sys: { type: 'Array' },
  total: items.length,
  skip: 0,
  limit: 100,
  items,
  ...(includes ? { includes } : {}),
});
const error = (id: string, status: number, message: string) => ({
  status,
  body: { sys: { type: 'Error', id }, message, requestId: 'fixture' },
});

interface Seen {
  path: string;
  query: URLSearchParams;
  token: string | undefined;
}
let seen: Seen[] = [];
let busyAnswered = false;
/** Requests held without an answer while `stallWhen` says so, as a hung content service holds them. */
let stallWhen: ((url: string) => boolean) | undefined;
const stalled: ServerResponse[] = [];
/** The held requests answer now, by default with no entries (the content as it was when they were sent). */
function answerStalled(body: unknown = collection([])): void {
  for (const res of stalled.splice(0)) {
    res.writeHead(200, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' });
    res.end(JSON.stringify(body));
  }
}
const stallEntry = (url: string) => url.includes('sys.id=stall');
/**
 * Starts a lookup whose request stalls, waits past a loader's 50 ms `inFlightShareMs`, and brings the content
 * service back: the held request stays held until `answerStalled`. Returns the stalled lookup (in an object: an
 * async function would wait for a promise it returns).
 */
async function stallPastShareTime<T>(
  stall: (url: string) => boolean,
  lookup: () => Promise<T>,
): Promise<{ stalledLookup: Promise<T> }> {
  stallWhen = stall;
  const stalledLookup = lookup();
  await vi.waitFor(() => expect(seen).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 80));
  stallWhen = undefined;
  return { stalledLookup };
}

/** Contentful-shaped fixtures: enough of the Delivery and Preview APIs for the loader's two queries. */
function answer(req: IncomingMessage): { status: number; body: unknown; headers?: Record<string, string> } {
  const url = new URL(req.url ?? '/', 'http://fixture');
  const token = req.headers.authorization?.replace('Bearer ', '');
  seen.push({ path: url.pathname, query: url.searchParams, token });
  if (token !== 'delivery' && token !== 'preview')
    return error('AccessTokenInvalid', 401, 'The access token you sent could not be found or is invalid.');
  if (url.pathname !== `${BASE}/entries`) return error('NotFound', 404, 'The resource could not be found.');
  const q = url.searchParams;
  const locale = q.get('locale') ?? 'de-DE';
  const sysId = q.get('sys.id');
  if (sysId === 'home') {
    const headline = token === 'preview' ? 'Vorschau: Frühling' : locale === 'en-GB' ? 'Spring' : 'Frühling';
    return {
      status: 200,
      body: collection(
        [entry('home', 'page', { title: 'Start', pageContent: [link('Entry', 'hero')] }, locale)],
        {
          Entry: [entry('hero', 'heroTeaser', { headline }, locale)],
        },
      ),
    };
  }
  if (sysId === 'stall')
    return { status: 200, body: collection([entry('stall', 'page', { title: 'Back' })]) };
  if (sysId === 'empty') return { status: 200, body: collection([entry('empty', 'page', {})]) };
  if (sysId === 'busy') {
    if (!busyAnswered) {
      busyAnswered = true;
      return {
        ...error('RateLimitExceeded', 429, 'Rate limit exceeded'),
        headers: { 'X-Contentful-RateLimit-Reset': '0' },
      };
    }
    return { status: 200, body: collection([entry('busy', 'page', { title: 'Busy' })]) };
  }
  if (sysId !== null) return { status: 200, body: collection([]) };
  if (q.get('content_type') === 'productPage') {
    const sku = q.get('fields.sku');
    if (sku === 'BS-1001')
      return {
        status: 200,
        body: collection([entry('pp-1', 'productPage', { sku, title: 'Serum' }, locale)]),
      };
    if (sku === 'BROKEN') return error('InvalidQuery', 400, 'The query you sent was invalid.');
    return { status: 200, body: collection([]) };
  }
  if (q.get('content_type') === 'magazinePage' && q.has('fields.url')) {
    const found = q.get('fields.url') === '/magazin';
    return {
      status: 200,
      body: collection(
        found ? [entry('magazine', 'magazinePage', { url: '/magazin', title: 'Magazin' }, locale)] : [],
      ),
    };
  }
  if (q.get('content_type') === 'page' && q.has('fields.url')) return { status: 200, body: collection([]) };
  if (q.get('content_type') === 'page' && q.has('fields.url[in]')) {
    const urls = q.get('fields.url[in]')?.split(',') ?? [];
    if (urls.includes('/kaputt')) return error('InvalidQuery', 400, 'The query you sent was invalid.');
    const pages = [
      entry('care', 'page', { url: '/Hautpflege/', pageContent: [link('Entry', 'care-hero')] }, locale),
      entry('care-ch', 'page', { url: '/navigation/c4/', market: 'CH', pageContent: [] }, locale),
      entry('care-at', 'page', { url: '/Hautpflege', market: 'AT', pageContent: [] }, locale),
      entry('make-up', 'page', { url: '/Make-up/', pageContent: [] }, locale),
    ];
    return {
      status: 200,
      body: collection(
        pages.filter((page) => typeof page.fields.url === 'string' && urls.includes(page.fields.url)),
        { Entry: [entry('care-hero', 'heroTeaser', { headline: 'Pflege' }, locale)] },
      ),
    };
  }
  return error('BadRequest', 400, 'unexpected query');
}

let server: Server;
let host: string;
beforeAll(async () => {
  // The loader imports the SDK on creation. Loaded here first (a hook's budget, not a test's): on a machine busy
  // with the other suites the first import took over 5 s, timing out the first test, whose late request then
  // showed up in the next test's record.
  await import('contentful');
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const { status, body, headers } = answer(req);
    if (stallWhen?.(decodeURIComponent(req.url ?? ''))) {
      stalled.push(res);
      return;
    }
    res.writeHead(status, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json', ...headers });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});
afterEach(() => {
  vi.useRealTimers();
  stallWhen = undefined;
  answerStalled();
});

const loader = (overrides: Partial<ContentLoaderConfig> = {}) =>
  createContentLoader({
    space: SPACE,
    deliveryToken: 'delivery',
    previewToken: 'preview',
    deliveryHost: host,
    previewHost: host,
    basePath: 'cms',
    insecure: true,
    ...overrides,
  });
const fieldsOf = (value: unknown) => (value as { fields: Record<string, unknown> }).fields;

describe('createContentLoader', () => {
  it('fetches an entry by sys.id with include 3 and the Contentful locale, links resolved', async () => {
    const result = await loader().getEntry('home', { locale: 'en-gb', path: '/en-gb/' });
    expect(result.ok).toBe(true);
    expect(seen[0]?.path).toBe(`${BASE}/entries`);
    expect(Object.fromEntries(seen[0]?.query ?? [])).toEqual({
      'sys.id': 'home',
      include: '3',
      locale: 'en-GB',
    });
    expect(seen[0]?.token).toBe('delivery');
    const blocks = result.ok ? (result.entry.fields?.pageContent as unknown[]) : [];
    expect(fieldsOf(blocks[0]).headline).toBe('Spring');
  });

  it('uses the preview host and token when the path contains /preview', async () => {
    const result = await loader().getEntry('home', { locale: 'de-de', path: '/de-de/preview/start' });
    expect(seen[0]?.token).toBe('preview');
    const blocks = result.ok ? (result.entry.fields?.pageContent as unknown[]) : [];
    expect(fieldsOf(blocks[0]).headline).toBe('Vorschau: Frühling');
  });

  it('caches per entry id, locale and mode without refresh', async () => {
    const content = loader();
    await content.getEntry('home', { locale: 'de-de', path: '/' });
    await content.getEntry('home', { locale: 'de-de', path: '/other' });
    expect(seen).toHaveLength(1);
    await content.getEntry('home', { locale: 'fr-fr', path: '/' });
    await content.getEntry('home', { locale: 'de-de', path: '/preview' });
    expect(seen).toHaveLength(3);
  });

  it('keeps the cache bounded, dropping the least recently used entry', async () => {
    const content = loader({ cacheSize: 1 });
    await content.getEntry('home', { locale: 'de-de', path: '/' });
    await content.getEntry('home', { locale: 'en-gb', path: '/' });
    await content.getEntry('home', { locale: 'de-de', path: '/' });
    expect(seen).toHaveLength(3);
  });

  it.each([
    ['a missing entry', 'missing'],
    ['an entry without fields', 'empty'],
  ])("answers %s with 'Content for entry id could not befetched'", async (_, id) => {
    const result = await loader().getEntry(id, { locale: 'de-de', path: '/' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(EntryNotFetchedError);
    expect(result.error.name).toBe('EntryNotFetchedError');
    expect(result.error.message).toBe('Content for entry id could not befetched');
  });

  it('does not cache a failure', async () => {
    const content = loader();
    await content.getEntry('missing', { locale: 'de-de', path: '/' });
    await content.getEntry('missing', { locale: 'de-de', path: '/' });
    expect(seen).toHaveLength(2);
  });

  it('shares one request among lookups that arrive while it runs', async () => {
    const content = loader();
    await Promise.all([
      content.getEntry('missing', { locale: 'de-de', path: '/' }),
      content.getEntry('missing', { locale: 'de-de', path: '/' }),
    ]);
    expect(seen).toHaveLength(1);
  });

  it('shares a request that has not answered yet while it is younger than inFlightShareMs', async () => {
    stallWhen = stallEntry;
    const content = loader({ inFlightShareMs: 60_000 });
    const first = content.getEntry('stall', { locale: 'de-de', path: '/' });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const second = content.getEntry('stall', { locale: 'de-de', path: '/' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(1);
    stallWhen = undefined;
    answerStalled();
    expect((await first).ok).toBe(false);
    expect((await second).ok).toBe(false);
  });

  it('asks again past inFlightShareMs instead of waiting on a stalled request, which then answers nobody new', async () => {
    const content = loader({ inFlightShareMs: 50 });
    const { stalledLookup } = await stallPastShareTime(stallEntry, () =>
      content.getEntry('stall', { locale: 'de-de', path: '/' }),
    );
    // The content service is back: the next lookup asks it and gets the page at once.
    const fresh = await content.getEntry('stall', { locale: 'de-de', path: '/' });
    expect(fresh.ok && fresh.entry.fields?.title).toBe('Back');
    expect(seen).toHaveLength(2);
    // The fresh answer is cached: the stalled request ending later changes nothing for the lookups after it.
    answerStalled();
    expect((await stalledLookup).ok).toBe(false);
    const again = await content.getEntry('stall', { locale: 'de-de', path: '/' });
    expect(again.ok && again.entry.fields?.title).toBe('Back');
    expect(seen).toHaveLength(2);
  });

  it('keeps the newer answer when a request it replaced answers later with older content', async () => {
    const content = loader({ inFlightShareMs: 50 });
    const { stalledLookup } = await stallPastShareTime(stallEntry, () =>
      content.getEntry('stall', { locale: 'de-de', path: '/' }),
    );
    const fresh = await content.getEntry('stall', { locale: 'de-de', path: '/' });
    expect(fresh.ok && fresh.entry.fields?.title).toBe('Back');
    answerStalled(collection([entry('stall', 'page', { title: 'Before the outage' })]));
    const late = await stalledLookup;
    expect(late.ok && late.entry.fields?.title).toBe('Before the outage');
    const again = await content.getEntry('stall', { locale: 'de-de', path: '/' });
    expect(again.ok && again.entry.fields?.title).toBe('Back');
    expect(seen).toHaveLength(2);
  });

  it('reports a wrong token as the entry not being fetched, with the SDK error as cause', async () => {
    const result = await loader({ deliveryToken: 'wrong' }).getEntry('home', { locale: 'de-de', path: '/' });
    expect(result.ok ? undefined : (result.error.cause as Error).name).toBe('AccessTokenInvalid');
  });

  it('looks up a productPage by fields.sku with limit 1 and include 3', async () => {
    const result = await loader().getProductPage('BS-1001', { locale: 'fr-ch', path: '/fr-ch/p' });
    expect(result.ok && result.entry.fields?.title).toBe('Serum');
    expect(Object.fromEntries(seen[0]?.query ?? [])).toEqual({
      content_type: 'productPage',
      'fields.sku': 'BS-1001',
      limit: '1',
      include: '3',
      locale: 'fr-CH',
    });
  });

  it("answers an unknown sku with 'No productPage found for sku {sku}'", async () => {
    const result = await loader().getProductPage('NOPE-9', { locale: 'de-de', path: '/' });
    expect(result.ok ? undefined : result.error).toBeInstanceOf(ProductPageNotFoundError);
    expect(result.ok ? undefined : result.error.message).toBe('No productPage found for sku NOPE-9');
  });

  it('returns any other sku lookup failure as its error text', async () => {
    const result = await loader().getProductPage('BROKEN', { locale: 'de-de', path: '/' });
    expect(result.ok ? undefined : result.error).toBeInstanceOf(ContentRequestError);
    const text = result.ok ? '' : result.error.message;
    expect(JSON.parse(text)).toMatchObject({ status: 400, message: 'The query you sent was invalid.' });
  });

  it('retries a 429 after the X-Contentful-RateLimit-Reset wait', async () => {
    const result = await loader().getEntry('busy', { locale: 'de-de', path: '/' });
    expect(result.ok).toBe(true);
    expect(seen.filter((s) => s.query.get('sys.id') === 'busy')).toHaveLength(2);
  });

  it.each(['space', 'deliveryToken', 'previewToken', 'deliveryHost', 'previewHost'] as const)(
    'refuses to start without %s',
    (key) => {
      expect(() => loader({ [key]: ' ' })).toThrow(
        new RegExp(`createContentLoader\\] missing or invalid: ${key}`),
      );
    },
  );

  it('refuses a locale that is not a shop locale', () => {
    expect(() => loader().getEntry('home', { locale: '*', path: '/' })).toThrow(RangeError);
  });

  it('finds a page by its url field, one query per content type with include 3 and the locale', async () => {
    const result = await loader().getPageByUrl('/magazin', {
      locale: 'fr-ch',
      path: '/fr-ch/magazin',
      contentTypes: ['page', 'magazinePage'],
    });
    expect(result.ok && result.entry.sys.id).toBe('magazine');
    const queries = seen.map((request) => Object.fromEntries(request.query));
    expect(queries).toEqual(
      expect.arrayContaining([
        { content_type: 'page', 'fields.url': '/magazin', limit: '1', include: '3', locale: 'fr-CH' },
        { content_type: 'magazinePage', 'fields.url': '/magazin', limit: '1', include: '3', locale: 'fr-CH' },
      ]),
    );
  });

  it('answers PageNotFoundError for a url no page has, and asks again next time', async () => {
    const options = { locale: 'de-de', path: '/de-de/nichts', contentTypes: ['page', 'magazinePage'] };
    const first = await loader().getPageByUrl('/nichts', options);
    expect(first.ok).toBe(false);
    expect(first.ok ? undefined : first.error).toBeInstanceOf(PageNotFoundError);
    expect(first.ok ? '' : first.error.message).toBe('No page found for url /nichts');
  });
});

describe('getPageByUrls', () => {
  const careUrls = ['/Hautpflege/', '/Hautpflege', '/navigation/c4/'];
  const page = { contentType: 'page', locale: 'de-de', path: '/de-de/Hautpflege/' };

  it('asks for every candidate url in one query with include 3 and the locale, links resolved', async () => {
    const result = await loader().getPageByUrls(careUrls, { ...page, market: 'DE' });
    expect(result.ok && result.entry.sys.id).toBe('care');
    expect(seen.map((request) => Object.fromEntries(request.query))).toEqual([
      {
        content_type: 'page',
        'fields.url[in]': '/Hautpflege/,/Hautpflege,/navigation/c4/',
        limit: '10',
        include: '3',
        locale: 'de-DE',
      },
    ]);
    const blocks = result.ok ? (result.entry.fields?.pageContent as unknown[]) : [];
    expect(fieldsOf(blocks[0]).headline).toBe('Pflege');
  });

  it.each([
    ['CH', 'care-ch'],
    ['AT', 'care-at'],
    ['FR', 'care'],
  ])('in market %s shows %s: the market’s own page first, then the closer url', async (market, id) => {
    const result = await loader().getPageByUrls(careUrls, { ...page, market });
    expect(result.ok && result.entry.sys.id).toBe(id);
  });

  it('leaves out a url holding a comma; with none left it answers PageNotFoundError without asking', async () => {
    const content = loader();
    await content.getPageByUrls(['/A,B/', '/Hautpflege/'], { ...page, market: 'DE' });
    expect(seen[0]?.query.get('fields.url[in]')).toBe('/Hautpflege/');
    const none = await content.getPageByUrls(['/A,B/'], { ...page, market: 'DE' });
    expect(none.ok ? undefined : none.error).toBeInstanceOf(PageNotFoundError);
    expect(seen).toHaveLength(1);
  });

  it('answers PageNotFoundError naming the urls when no page of the market has one', async () => {
    const result = await loader().getPageByUrls(['/Make-up', '/Parfum/'], { ...page, market: 'DE' });
    expect(result.ok ? undefined : result.error).toBeInstanceOf(PageNotFoundError);
    expect(result.ok ? '' : result.error.message).toBe('No page found for url /Make-up, /Parfum/');
  });

  it('remembers a miss for missTtlMs, then asks again', async () => {
    const content = loader({ missTtlMs: 60_000 });
    const options = { ...page, market: 'DE' };
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    await content.getPageByUrls(['/Parfum/'], options);
    vi.setSystemTime(new Date('2026-03-01T10:00:59Z'));
    const remembered = await content.getPageByUrls(['/Parfum/'], options);
    expect(remembered.ok ? undefined : remembered.error).toBeInstanceOf(PageNotFoundError);
    expect(seen).toHaveLength(1);
    vi.setSystemTime(new Date('2026-03-01T10:01:01Z'));
    await content.getPageByUrls(['/Parfum/'], options);
    expect(seen).toHaveLength(2);
  });

  it('remembers misses per market and mode', async () => {
    const content = loader();
    const lookups = [
      { ...page, market: 'DE' },
      { ...page, market: 'AT' },
      { ...page, market: 'DE', path: '/de-de/preview/Parfum/' },
    ];
    for (const options of [...lookups, ...lookups]) await content.getPageByUrls(['/Parfum/'], options);
    expect(seen).toHaveLength(3);
  });

  it('keeps a page a newer request found when a stalled older request answers that there is none', async () => {
    const content = loader({ inFlightShareMs: 50 });
    const options = { ...page, market: 'DE' };
    const { stalledLookup } = await stallPastShareTime(
      (url) => url.includes('/Make-up/'),
      () => content.getPageByUrls(['/Make-up/'], options),
    );
    const fresh = await content.getPageByUrls(['/Make-up/'], options);
    expect(fresh.ok && fresh.entry.sys.id).toBe('make-up');
    answerStalled();
    expect((await stalledLookup).ok ? undefined : 'no page').toBe('no page');
    const again = await content.getPageByUrls(['/Make-up/'], options);
    expect(again.ok && again.entry.sys.id).toBe('make-up');
    expect(seen).toHaveLength(2);
  });

  it('asks again after a failed request: only answers are remembered', async () => {
    const content = loader();
    const first = await content.getPageByUrls(['/kaputt'], { ...page, market: 'DE' });
    expect(first.ok ? undefined : first.error).toBeInstanceOf(ContentRequestError);
    await content.getPageByUrls(['/kaputt'], { ...page, market: 'DE' });
    expect(seen).toHaveLength(2);
  });

  it('keeps misses apart from found content, each bounded by its own size', async () => {
    const content = loader({ cacheSize: 1, missCacheSize: 1 });
    const options = { ...page, market: 'DE' };
    await content.getPageByUrls(careUrls, options);
    await content.getPageByUrls(['/Parfum/'], options);
    await content.getPageByUrls(careUrls, options);
    await content.getPageByUrls(['/Parfum/'], options);
    expect(seen).toHaveLength(2);
    await content.getPageByUrls(['/Nagellack/'], options);
    await content.getPageByUrls(['/Parfum/'], options);
    expect(seen).toHaveLength(4);
  });
});
