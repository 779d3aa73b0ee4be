import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { renderAssetSvg } from './assetImage.js';
import { ContentApiError, invalidQuery, newRequestId, notFound } from './contentApiError.js';
import type { ApiMode, EntityKind } from './contentStore.js';
import { createContentStore } from './contentStore.js';
import { collection, contentTypeJson, localeJson, tagJson } from './contentTypeJson.js';
import { matchesFilters, parseEntityQuery, selectPaths, sortEntities } from './entityQuery.js';
import type { LocaleSelection } from './localeSelection.js';
import { selectLocale } from './localeSelection.js';
import { createRateLimiter } from './rateLimiter.js';
import { resolveIncludes } from './resolveIncludes.js';
import type { ContentfulEntity, SerializeContext } from './serializeEntity.js';
import { serializeEntity } from './serializeEntity.js';
import { decodeSyncToken, encodeSyncToken, type SyncState } from './syncToken.js';

export interface ContentApiOptions {
  db: Database.Database;
  spaceId: string;
  environment: string;
  deliveryToken: string;
  previewToken: string;
  /** Requests per second and token before 429 (Contentful's uncached CDA limit is 55). */
  rateLimitPerSecond?: number;
  /**
   * Origin for assets seeded with root-relative URLs (seedContent with assetBaseUrl ''). Default: the origin the
   * request came in on, which is right whenever the sandbox serves /content-assets itself.
   */
  assetOrigin?: () => string;
}

type ContentEnv = { Variables: { requestId: string; mode: ApiMode } };

const DEFAULT_RATE_LIMIT = 55;
/** Contentful caps asset keys at 48 hours (spec 5, 9: "asset key expiry at most 2 days"). */
const ASSET_KEY_MAX_SECONDS = 172_800;
const SYNC_PAGE_SIZE = 100;
const syncLimitParam = z.coerce.number().int().min(1).max(1000).default(SYNC_PAGE_SIZE);
const CONTENTFUL_JSON = 'application/vnd.contentful.delivery.v1+json';

const fileSchema = z.object({
  fileName: z.string(),
  details: z.object({ image: z.object({ width: z.number(), height: z.number() }) }),
});
const imageSizeParam = z.coerce.number().int().min(1).max(4000).optional();
const assetKeyBodySchema = z.object({ expiresAt: z.number().int() });

/**
 * The Contentful Content Delivery API (delivery token) and Content Preview API (preview token) over the sandbox
 * database, under the same paths, so the `contentful` SDK reads it with `host`, `basePath` and `insecure` only.
 */
export function createContentApi(options: ContentApiOptions): Hono<ContentEnv> {
  const store = createContentStore(options.db);
  const limiter = createRateLimiter(options.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT);
  const ref = { spaceId: options.spaceId, environment: options.environment };
  const app = new Hono<ContentEnv>();

  const respond = (c: Context<ContentEnv>, body: unknown, status: 200 | 201 = 200) =>
    c.body(JSON.stringify(body), status, { 'Content-Type': CONTENTFUL_JSON });

  app.onError((error, c) => {
    const requestId = c.get('requestId') ?? newRequestId();
    const known =
      error instanceof ContentApiError
        ? error
        : error instanceof SyntaxError
          ? new ContentApiError('BadRequest', undefined, 'The body you sent is not valid JSON.')
          : undefined;
    if (!known) {
      console.error('[content-api]', error);
      return c.json(
        { sys: { type: 'Error', id: 'InternalServerError' }, message: 'Internal server error', requestId },
        500,
      );
    }
    if (known.errorId === 'RateLimitExceeded') {
      c.header('X-Contentful-RateLimit-Reset', String(known.details?.resetSeconds ?? 1));
    }
    c.header('X-Contentful-Request-Id', requestId);
    return c.body(JSON.stringify(known.toBody(requestId)), known.status, { 'Content-Type': CONTENTFUL_JSON });
  });

  app.get('/content-assets/:id/:fileName', (c) => {
    const asset = store.entity('Asset', c.req.param('id'));
    const file = fileSchema.safeParse(asset?.fields.file?.['de-DE']);
    if (!asset || !file.success || file.data.fileName !== c.req.param('fileName')) {
      return c.text('Not found', 404);
    }
    const w = imageSizeParam.safeParse(c.req.query('w'));
    const h = imageSizeParam.safeParse(c.req.query('h'));
    if (!w.success || !h.success) return c.text('w and h must be whole numbers from 1 to 4000', 400);
    const title = asset.fields.title?.['de-DE'];
    const svg = renderAssetSvg(
      { id: asset.id, title: typeof title === 'string' ? title : asset.id, ...file.data.details.image },
      { ...(w.data ? { w: w.data } : {}), ...(h.data ? { h: h.data } : {}) },
    );
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  });

  const api = new Hono<ContentEnv>();

  const authorise = (c: Context<ContentEnv>): void => {
    c.set('requestId', newRequestId());
    c.header('X-Contentful-Request-Id', c.get('requestId'));
    const header = c.req.header('Authorization');
    const token = header?.startsWith('Bearer ')
      ? header.slice('Bearer '.length).trim()
      : c.req.query('access_token');
    const mode: ApiMode | undefined =
      token === options.deliveryToken ? 'delivery' : token === options.previewToken ? 'preview' : undefined;
    if (!token || !mode) throw new ContentApiError('AccessTokenInvalid');
    const decision = limiter.take(token);
    if (!decision.allowed)
      throw new ContentApiError('RateLimitExceeded', { resetSeconds: decision.resetSeconds });
    if (c.req.param('space') !== options.spaceId) throw notFound('Space', c.req.param('space') ?? '');
    const environment = c.req.param('environment') ?? options.environment;
    if (environment !== options.environment) throw notFound('Environment', environment);
    c.set('mode', mode);
  };

  api.use('*', async (c, next) => {
    authorise(c);
    await next();
  });

  const serializeContext = (c: Context<ContentEnv>, locale: LocaleSelection): SerializeContext => ({
    ...ref,
    mode: c.get('mode'),
    locale,
    assetOrigin: options.assetOrigin?.() ?? new URL(c.req.url).origin,
  });

  const listEntities = (c: Context<ContentEnv>, kind: EntityKind) => {
    const query = parseEntityQuery(new URL(c.req.url).searchParams, {
      kind,
      defaultInclude: kind === 'Entry' ? 1 : 0,
    });
    const locale = selectLocale(store.locales(), query.locale);
    if (query.contentType !== undefined && !store.contentTypes().some((t) => t.id === query.contentType)) {
      throw invalidQuery('unknownContentType', query.contentType);
    }
    const ctx = serializeContext(c, locale);
    const matching = sortEntities(
      store
        .entities(kind, query.contentType)
        .map((entity) => serializeEntity(entity, ctx))
        .filter((entity): entity is ContentfulEntity => entity !== undefined)
        .filter((entity) => matchesFilters(entity, query.filters)),
      query.order,
    );
    const items = matching
      .slice(query.skip, query.skip + query.limit)
      .map((e) => selectPaths(e, query.select));
    const { includes, errors } = resolveIncludes(items, query.include, (linkKind, id) => {
      const entity = store.entity(linkKind, id);
      return entity && serializeEntity(entity, ctx);
    });
    const includeEntries = Object.entries(includes).filter(([, list]) => list.length > 0);
    return respond(c, {
      ...collection(items, matching.length, query.skip, query.limit),
      ...(includeEntries.length > 0 ? { includes: Object.fromEntries(includeEntries) } : {}),
      ...(errors.length > 0 ? { errors } : {}),
    });
  };

  const oneEntity = (c: Context<ContentEnv>, kind: EntityKind) => {
    const id = c.req.param('id') ?? '';
    const locale = selectLocale(store.locales(), c.req.query('locale'));
    const stored = store.entity(kind, id);
    const entity = stored && serializeEntity(stored, serializeContext(c, locale));
    if (!entity) throw notFound(kind, id);
    return respond(c, entity);
  };

  api.get('/entries', (c) => listEntities(c, 'Entry'));
  api.get('/entries/:id', (c) => oneEntity(c, 'Entry'));
  api.get('/assets', (c) => listEntities(c, 'Asset'));
  api.get('/assets/:id', (c) => oneEntity(c, 'Asset'));

  api.get('/content_types', (c) =>
    respond(c, collection(store.contentTypes().map((t) => contentTypeJson(t, ref)))),
  );
  api.get('/content_types/:id', (c) => {
    const type = store.contentTypes().find((t) => t.id === c.req.param('id'));
    if (!type) throw notFound('ContentType', c.req.param('id'));
    return respond(c, contentTypeJson(type, ref));
  });
  api.get('/tags', (c) => respond(c, collection(store.tags().map((t) => tagJson(t, ref)))));
  api.get('/tags/:id', (c) => {
    const tag = store.tags().find((t) => t.id === c.req.param('id'));
    if (!tag) throw notFound('Tag', c.req.param('id'));
    return respond(c, tagJson(tag, ref));
  });
  api.get('/locales', (c) => respond(c, collection(store.locales().map(localeJson))));

  api.get('/sync', (c) => {
    const params = new URL(c.req.url).searchParams;
    const token = params.get('sync_token');
    const mode = c.get('mode');
    let state: SyncState;
    if (token !== null) {
      const decoded = decodeSyncToken(token);
      // A next-sync token (offset 0) starts a new round up to what exists now; a page token continues its round.
      state = decoded.offset === 0 ? { ...decoded, until: store.latestSyncSeq() } : decoded;
    } else if (params.get('initial') === 'true') {
      const type = params.get('type') ?? 'all';
      const contentType = params.get('content_type') ?? undefined;
      const allowed = ['all', 'Entry', 'Asset', 'Deletion', 'DeletedEntry', 'DeletedAsset'];
      if (!allowed.includes(type)) throw invalidQuery('type', type);
      if (contentType !== undefined && type !== 'Entry') {
        throw new ContentApiError('BadRequest', undefined, 'A content_type filter needs type=Entry.');
      }
      const pageSize = syncLimitParam.safeParse(params.get('limit') ?? undefined);
      if (!pageSize.success)
        throw invalidQuery('limit', params.get('limit'), 'limit must be between 1 and 1000');
      state = {
        mode,
        type: type as SyncState['type'],
        ...(contentType ? { contentType } : {}),
        since: 0,
        until: store.latestSyncSeq(),
        offset: 0,
        pageSize: pageSize.data,
      };
    } else {
      throw new ContentApiError('BadRequest', undefined, 'A sync needs initial=true or a sync_token.');
    }
    const ctx = serializeContext(c, { kind: 'all' });
    // The sandbox never deletes content, so Deletion types sync to empty pages.
    const changed = store
      .entitiesChangedAfter(state.since)
      .filter((e) => e.syncSeq <= state.until)
      .filter((e) => state.type === 'all' || state.type === e.kind)
      .filter((e) => state.contentType === undefined || e.contentTypeId === state.contentType)
      .map((e) => serializeEntity(e, ctx))
      .filter((e): e is ContentfulEntity => e !== undefined);
    const page = changed.slice(state.offset, state.offset + state.pageSize);
    const base = new URL(c.req.url);
    base.search = '';
    const hasMore = state.offset + state.pageSize < changed.length;
    const next = hasMore
      ? { ...state, offset: state.offset + state.pageSize }
      : { ...state, since: state.until, offset: 0 };
    const nextUrl = `${base.toString()}?sync_token=${encodeSyncToken(next)}`;
    return respond(c, {
      sys: { type: 'Array' },
      items: page,
      ...(hasMore ? { nextPageUrl: nextUrl } : { nextSyncUrl: nextUrl }),
    });
  });

  api.post('/asset_keys', async (c) => {
    const body = assetKeyBodySchema.safeParse(await c.req.json());
    if (!body.success) {
      throw new ContentApiError(
        'BadRequest',
        { errors: body.error.issues },
        'expiresAt must be a whole number.',
      );
    }
    const now = Math.floor(Date.now() / 1000);
    const { expiresAt } = body.data;
    if (expiresAt < now)
      throw new ContentApiError('BadRequest', { expiresAt, now }, 'expiresAt is in the past.');
    if (expiresAt > now + ASSET_KEY_MAX_SECONDS) {
      throw new ContentApiError(
        'BadRequest',
        { expiresAt, maximum: now + ASSET_KEY_MAX_SECONDS },
        `expiresAt may be at most ${ASSET_KEY_MAX_SECONDS} seconds ahead.`,
      );
    }
    const policy = Buffer.from(JSON.stringify({ exp: expiresAt, space: options.spaceId })).toString(
      'base64url',
    );
    return respond(
      c,
      { sys: { type: 'AssetKey' }, policy, secret: randomBytes(24).toString('base64url') },
      201,
    );
  });

  // getSpace() asks for the space itself (`/spaces/{id}/`), outside any environment.
  app.get('/spaces/:space/', (c) => {
    authorise(c);
    return respond(c, {
      sys: { type: 'Space', id: options.spaceId },
      name: 'Beautyshop sandbox',
      locales: store.locales().map(localeJson),
    });
  });
  app.route('/spaces/:space/environments/:environment', api);
  app.notFound((c) => {
    const requestId = newRequestId();
    return c.body(JSON.stringify(new ContentApiError('NotFound').toBody(requestId)), 404, {
      'Content-Type': CONTENTFUL_JSON,
      'X-Contentful-Request-Id': requestId,
    });
  });
  return app;
}
