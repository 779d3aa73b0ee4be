/**
 * Spec 9: the default pagination limit. A listing or search read that names no `limit` asks for this many
 * products, so a page's size never depends on the server's own default.
 */
export const DEFAULT_PAGE_LIMIT = 10;
