/**
 * Spec 9: the default pagination limit. A listing or search read that names no `limit` asks for this many
 * products, so a page's size never depends on the server's own default.
 */
export const DEFAULT_PAGE_LIMIT = 10;

/**
 * Spec 9: the multi-product limit. A lookup of several products by number (a content slider's list, a multi-or
 * filter) asks for at most this many unless the caller names its own `limit`; the first numbers named win.
 */
export const DEFAULT_MULTI_PRODUCT_LIMIT = 16;
