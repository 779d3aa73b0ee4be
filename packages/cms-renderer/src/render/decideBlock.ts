import type { CmsEntry } from '../entry/cmsEntry';
import { contentTypeOf, isPublished } from '../entry/cmsEntry';
import type { VisibilityContext } from '../filter/filterEntries';
import { matchesShowIn } from '../filter/filterEntries';
import type { BlockComponent } from './blockProps';
import type { BlockRegistry } from './blockRegistry';

export type BlockDecision =
  | { kind: 'render'; type: string; component: BlockComponent }
  | { kind: 'hidden'; type: string }
  | { kind: 'placeholder'; type: string }
  | { kind: 'notFound' };

/**
 * Spec 2.6, in order: a known type renders when its showIn list allows the locale (or platform); a published
 * block of an unknown type becomes a placeholder naming the type; anything else (an unresolved link, a draft of
 * an unknown type, no type) is 'component not found'.
 */
export function decideBlock(
  entry: CmsEntry | undefined,
  registry: BlockRegistry,
  visibility: VisibilityContext,
): BlockDecision {
  const type = entry && contentTypeOf(entry);
  if (!entry || !type) return { kind: 'notFound' };
  const component = registry.get(type);
  if (component) {
    return matchesShowIn(entry, visibility) ? { kind: 'render', type, component } : { kind: 'hidden', type };
  }
  return isPublished(entry) ? { kind: 'placeholder', type } : { kind: 'notFound' };
}
