import { lazyIsland } from '../lazyIsland';

/**
 * The header's search box, hydrated from a chunk of its own: the combobox with its keyboard model, suggestion list
 * and price labels was about 2.8 KB of gzipped JS in every framed page's first load. The server renders it in full
 * (a plain GET form to the search page, which works before hydration and without JavaScript), and the browser
 * hydrates it once the chunk has arrived. Memoised: a render of the header before the chunk arrives (it redraws
 * its menu button once hydrated) would otherwise reach the boundary, and React would drop the server's markup and
 * draw the box again from nothing (a field the shopper had already focused among it).
 */
export const LazyShopSearch = lazyIsland(() => import('./ShopSearch').then((module) => module.ShopSearch));
