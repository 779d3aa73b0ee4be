import { lazyIsland } from '../lazyIsland';

/**
 * The category bar, hydrated from a chunk of its own: its flyout model was about 1 KB of gzipped JS in every framed
 * page's first load. The server renders it in full, its links work as plain links until the chunk has arrived (a
 * moment after the page's own code), and the browser then hydrates it. Memoised: a render of the header before
 * the chunk arrives (it redraws its menu button once hydrated) would otherwise reach the boundary, and React would
 * drop the server's markup and draw the bar again from nothing.
 */
export const LazyCategoryNavigation = lazyIsland(() =>
  import('./CategoryNavigation').then((module) => module.CategoryNavigation),
);
