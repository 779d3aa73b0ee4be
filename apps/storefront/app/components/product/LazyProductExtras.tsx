import { lazyIsland } from '../lazyIsland';

/**
 * A product page's reviews, set content and sliders, hydrated from a chunk of their own (app/build/lazyViews.ts).
 * They sit below the buying box and the description, and with the review form, the product tiles and the carousel
 * they were 6 KB of gzipped JS in the product page's first load: the server renders them in full, their links and
 * forms work as plain ones, and the browser hydrates them once the chunk has arrived, after the buying box
 * (lazyIsland.tsx says why it is memoised).
 */
export const LazyProductExtras = lazyIsland(() =>
  import('./ProductExtras').then((module) => module.ProductExtras),
);
