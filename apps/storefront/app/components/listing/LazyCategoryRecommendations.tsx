import { lazyIsland } from '../lazyIsland';

/**
 * A category's recommendations, hydrated from a chunk of their own (app/build/lazyViews.ts). The slider sits under
 * the listing, and its twelve tiles were a third of the tiles the category page hydrated in one go: the server
 * renders it in full, its links and forms work as plain ones, and the browser hydrates it once the chunk has
 * arrived, after the listing (lazyIsland.tsx says why it is memoised).
 */
export const LazyCategoryRecommendations = lazyIsland(() =>
  import('./CategoryRecommendations').then((module) => module.CategoryRecommendations),
);
