import { renderToString } from 'react-dom/server';
import type { ServerFragments } from '../components/serverFragments';

/**
 * Fragments by owner (an object many requests share, such as the navigation tree of one Store API answer) and
 * variant. Owners are held weakly, so a fragment lives as long as its data; each owner keeps its `maxVariants`
 * most recently rendered variants. renderToString writes hydratable markup, the same as the page's own renderer.
 */
export function createServerFragments(maxVariants = 128): ServerFragments {
  const byOwner = new WeakMap<object, Map<string, string>>();
  return {
    html(owner, variant, render) {
      let variants = byOwner.get(owner);
      if (variants === undefined) {
        variants = new Map();
        byOwner.set(owner, variants);
      }
      const cached = variants.get(variant);
      if (cached !== undefined) {
        // Most recently used last, so the oldest is the first key.
        variants.delete(variant);
        variants.set(variant, cached);
        return cached;
      }
      const html = renderToString(render());
      if (variants.size >= maxVariants) {
        const oldest = variants.keys().next();
        if (!oldest.done) variants.delete(oldest.value);
      }
      variants.set(variant, html);
      return html;
    },
  };
}
