import { BUILD_ID_META_NAME } from '../build/runningBuild';

const HEAD_END = Buffer.from('</head>');

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The meta element naming `buildId`, for the end of a document's head. */
export function buildIdMeta(buildId: string): Buffer {
  return Buffer.from(`<meta name="${BUILD_ID_META_NAME}" content="${attribute(buildId)}"/>`);
}

/**
 * The document with the id of the build that rendered it at the end of its head, where the browser's build check
 * (spec 4, 7.4) reads the running build's id (app/build/runningBuild.ts). A document without a head comes back
 * as it was.
 */
export function withBuildId(page: Buffer<ArrayBuffer>, meta: Buffer): Buffer<ArrayBuffer> {
  const headEnd = page.indexOf(HEAD_END);
  if (headEnd === -1) return page;
  return Buffer.concat([page.subarray(0, headEnd), meta, page.subarray(headEnd)]);
}
