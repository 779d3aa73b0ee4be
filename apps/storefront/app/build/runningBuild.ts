/**
 * The document's meta element that names the build it was rendered by (app/server/buildIdMeta.ts puts it
 * there). The id travels in the document, not in a script: compiled into the shell chunk, it gave that chunk a
 * new hash on every build, and with it every chunk that imports it, so a deploy made returning shoppers download
 * all of the shop's scripts again, changed or not.
 */
export const BUILD_ID_META_NAME = 'beautyshop-build';

/**
 * Finds that element. The name is spelled out: this runs in every page's first load, where each byte counts
 * against the cart page's budget (runningBuild.client.test.ts checks it against the server's element).
 */
export const RUNNING_BUILD_SELECTOR = 'meta[name=beautyshop-build]';
