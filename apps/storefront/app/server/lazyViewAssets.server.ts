import { lazyViewAssets as built } from 'virtual:beautyshop/lazy-view-assets';
import type { LazyViewAssets, LazyViewName } from '../build/lazyViews';

const NONE: LazyViewAssets = { scripts: [], styles: [] };

/** The chunks and stylesheets a page rendering this lazy view needs beyond its route's (none in development). */
export function lazyViewAssets(view: LazyViewName): LazyViewAssets {
  return built[view] ?? NONE;
}
