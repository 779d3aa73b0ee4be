/** The id the mobile menu's no-JavaScript fallback links to (`#main-navigation` shows this list, see ui's CSS). */
export const CATEGORY_NAVIGATION_ID = 'main-navigation';
