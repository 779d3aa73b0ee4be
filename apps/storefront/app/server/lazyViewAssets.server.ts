import { lazyViewAssets as built } from 'virtual:beautyshop/lazy-view-assets';
import type { LazyIslandName, LazyViewAssets, LazyViewName } from '../build/lazyViews';

const NONE: LazyViewAssets = { scripts: [], styles: [] };

/** The chunks and stylesheets a page rendering this lazy view needs beyond its route's (none in development). */
export function lazyViewAssets(view: LazyViewName): LazyViewAssets {
  return built[view] ?? NONE;
}

/** The stylesheets a page rendering this island links (none in development); its scripts load as it hydrates. */
export function lazyIslandStyles(island: LazyIslandName): LazyViewAssets {
  return { scripts: [], styles: built[island]?.styles ?? [] };
}
