import type { EntityKind } from './contentStore.js';
import type { ContentfulEntity } from './serializeEntity.js';

interface LinkTarget {
  linkType: EntityKind;
  id: string;
}

export interface UnresolvableLinkError {
  sys: { id: 'notResolvable'; type: 'error' };
  details: { type: 'Link'; linkType: EntityKind; id: string };
}

export interface ResolvedIncludes {
  includes: { Entry: ContentfulEntity[]; Asset: ContentfulEntity[] };
  errors: UnresolvableLinkError[];
}

const isLink = (value: object): value is { sys: { type: 'Link'; linkType: EntityKind; id: string } } => {
  const sys = (value as { sys?: Record<string, unknown> }).sys;
  return (
    sys?.type === 'Link' &&
    (sys.linkType === 'Entry' || sys.linkType === 'Asset') &&
    typeof sys.id === 'string'
  );
};

function collectLinks(value: unknown, out: LinkTarget[]): void {
  if (Array.isArray(value)) {
    for (const v of value) collectLinks(v, out);
  } else if (value !== null && typeof value === 'object') {
    if (isLink(value)) out.push({ linkType: value.sys.linkType, id: value.sys.id });
    else for (const v of Object.values(value)) collectLinks(v, out);
  }
}

/**
 * Breadth-first link resolution, `depth` levels down from the items, as the `include` parameter defines it.
 * Items are not repeated in `includes`; a link to a missing or (for the delivery token) unpublished entity
 * becomes a `notResolvable` error, which is how Contentful reports it.
 */
export function resolveIncludes(
  items: ContentfulEntity[],
  depth: number,
  lookup: (kind: EntityKind, id: string) => ContentfulEntity | undefined,
): ResolvedIncludes {
  const result: ResolvedIncludes = { includes: { Entry: [], Asset: [] }, errors: [] };
  const seen = new Set(items.map((item) => `${item.sys.type}:${item.sys.id}`));
  let frontier = items;
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const links: LinkTarget[] = [];
    for (const entity of frontier) collectLinks(entity.fields, links);
    const next: ContentfulEntity[] = [];
    for (const target of links) {
      const key = `${target.linkType}:${target.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const found = lookup(target.linkType, target.id);
      if (found) {
        result.includes[target.linkType].push(found);
        next.push(found);
      } else {
        result.errors.push({
          sys: { id: 'notResolvable', type: 'error' },
          details: { type: 'Link', linkType: target.linkType, id: target.id },
        });
      }
    }
    frontier = next;
  }
  return result;
}
