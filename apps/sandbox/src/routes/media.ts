import type { Hono } from 'hono';
import { THUMBNAIL_WIDTHS } from '../catalogue/entities/media.js';
import { productDocByNumber } from '../catalogue/product-lookups.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { RouteNotFoundError } from '../errors.js';
import { accentFor, colourFor, productArtwork, shapeFor } from '../media/artwork.js';
import { MANUFACTURERS } from '../seed/manufacturers.js';
import { SHADES } from '../seed/product-types.js';

const FILE = /^([1-3])(?:_(\d{3,4})x\d{3,4})?\.svg$/;
const NUMBER = /^BS\d{6,7}(?:\.\d{1,2})?$/;
const SHADE_HEX = new Map(
  Object.values(SHADES)
    .flat()
    .map((shade) => [shade.key, shade.hex]),
);

/** Product images and their thumbnails, generated on request; the sandbox needs no external image host. */
export function registerMediaRoutes(app: Hono, deps: SandboxDeps): void {
  app.get('/media/product/:number/:file', (c) => {
    const number = c.req.param('number');
    const match = FILE.exec(c.req.param('file'));
    const width = match?.[2] ? Number(match[2]) : 1920;
    const doc = NUMBER.test(number) && match ? productDocByNumber(deps, number) : undefined;
    if (!doc || !(THUMBNAIL_WIDTHS as readonly number[]).includes(width))
      throw new RouteNotFoundError('GET', c.req.path);
    const brand = MANUFACTURERS.find((manufacturer) => manufacturer.key === doc.manufacturerKey)?.name ?? '';
    const svg = productArtwork({
      shape: shapeFor(doc.leafKey),
      colour: (doc.shade && SHADE_HEX.get(doc.shade)) || colourFor(`${doc.manufacturerKey}:${doc.line}`),
      accent: accentFor(doc.manufacturerKey),
      brand,
      line: doc.line,
      index: Number(match?.[1] ?? 1),
      width,
    });
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
