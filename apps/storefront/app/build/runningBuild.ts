/**
 * The document's meta element that names the build it was rendered by (app/server/buildIdMeta.ts puts it
 * there). The id travels in the document, not in a script: compiled into the shell chunk, it gave that chunk a
 * new hash on every build, and with it every chunk that imports it, so a deploy made returning shoppers download
 * all of the shop's scripts again, changed or not.
 */
export const BUILD_ID_META_NAME = 'beautyshop-build';

/** The id of the build that rendered `document`, if it says. */
export function runningBuildOf(document: Pick<Document, 'querySelector'>): string | undefined {
  const content = document
    .querySelector<HTMLMetaElement>(`meta[name="${BUILD_ID_META_NAME}"]`)
    ?.getAttribute('content');
  return content ? content : undefined;
}
