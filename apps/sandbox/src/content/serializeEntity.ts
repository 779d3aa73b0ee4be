import type { ApiMode, StoredEntity } from './contentStore.js';
import { visibleFields } from './contentStore.js';
import type { LocaleSelection } from './localeSelection.js';
import { localiseFields } from './localeSelection.js';

export interface SerializeContext {
  spaceId: string;
  environment: string;
  mode: ApiMode;
  locale: LocaleSelection;
  /** Origin that makes root-relative asset file URLs absolute (the request's own origin by default). */
  assetOrigin: string;
}

export interface ContentfulEntity {
  metadata: { tags: { sys: { type: 'Link'; linkType: 'Tag'; id: string } }[]; concepts: never[] };
  sys: Record<string, unknown> & { id: string; type: 'Entry' | 'Asset' };
  fields: Record<string, unknown>;
}

export const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

/**
 * The JSON Contentful sends for an entry or asset. `revision` counts publications (0 for a draft seen through the
 * preview token) and `publishedVersion` is present only once published, which is what the renderer's
 * "unknown but published" rule (spec 2.6) reads.
 */
export function serializeEntity(entity: StoredEntity, ctx: SerializeContext): ContentfulEntity | undefined {
  const fields = visibleFields(entity, ctx.mode);
  if (!fields) return undefined;
  const sys: ContentfulEntity['sys'] = {
    space: link('Space', ctx.spaceId),
    id: entity.id,
    type: entity.kind,
    createdAt: entity.createdAt,
    updatedAt: ctx.mode === 'preview' || !entity.publishedAt ? entity.updatedAt : entity.publishedAt,
    environment: link('Environment', ctx.environment),
    ...(entity.publishedVersion > 0 ? { publishedVersion: entity.publishedVersion } : {}),
    revision: entity.publishedCounter,
    ...(entity.contentTypeId ? { contentType: link('ContentType', entity.contentTypeId) } : {}),
    ...(ctx.locale.kind === 'one' ? { locale: ctx.locale.code } : {}),
  };
  const localised = localiseFields(fields, ctx.locale);
  if (entity.kind === 'Asset' && localised.file !== undefined) {
    localised.file =
      ctx.locale.kind === 'all'
        ? Object.fromEntries(
            Object.entries(localised.file as Record<string, unknown>).map(([code, file]) => [
              code,
              withAbsoluteUrl(file, ctx.assetOrigin),
            ]),
          )
        : withAbsoluteUrl(localised.file, ctx.assetOrigin);
  }
  return {
    metadata: {
      tags: entity.tags.map((id) => ({ sys: { type: 'Link', linkType: 'Tag', id } })),
      concepts: [],
    },
    sys,
    fields: localised,
  };
}

/**
 * Assets seeded with a root-relative URL (`/content-assets/...`) are served by whatever origin the sandbox listens
 * on, so the URL is completed per response; absolute and protocol-relative URLs pass unchanged.
 */
function withAbsoluteUrl(file: unknown, origin: string): unknown {
  if (file === null || typeof file !== 'object') return file;
  const url = (file as { url?: unknown }).url;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return file;
  return { ...file, url: `${origin}${url}` };
}
