import { lazyViewAssets as built } from 'virtual:beautyshop/lazy-view-assets';
import {
  type LazyIslandName,
  type LazyViewAssets,
  type LazyViewName,
  VIEW_ISLANDS,
} from '../build/lazyViews';

const NONE: LazyViewAssets = { scripts: [], styles: [] };

/**
 * The chunks and stylesheets a page rendering this lazy view needs beyond its route's, with its islands' stylesheets
 * (none in development).
 */
export function lazyViewAssets(view: LazyViewName): LazyViewAssets {
  const own = built[view] ?? NONE;
  const islands = VIEW_ISLANDS[view] ?? [];
  if (islands.length === 0) return own;
  const styles = new Set([...own.styles, ...islands.flatMap((island) => built[island]?.styles ?? [])]);
  return { scripts: own.scripts, styles: [...styles] };
}

/** The stylesheets a page rendering this island links (none in development); its scripts load as it hydrates. */
export function lazyIslandStyles(island: LazyIslandName): LazyViewAssets {
  return { scripts: [], styles: built[island]?.styles ?? [] };
}

/** The error page's stylesheets (none in development), for every page to link when it renders the error page. */
export function errorPageStyles(): readonly string[] {
  return built.errorPage?.styles ?? [];
}
