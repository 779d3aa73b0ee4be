import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeIdFor } from '../app/locale/routeId.ts';
import { firstLoadModules, gzippedBytes, readClientManifest } from '../bench/pageJs.ts';

// The built client, as the browser suite serves it. `pnpm bench` prints the same figures with the lazy views a
// document preloads; this guards the budget of issue 6 on every build, so an import that drags a large module
// into the first load (once: zod, through a helper's module) fails here rather than in a later bench.
const clientRoot = resolve(import.meta.dirname, '../build/client');
const MAX_RATIO_TO_FLOOR = 1.25;

describe('first-load JavaScript of the built shop', () => {
  const manifest = readClientManifest(clientRoot);
  const floor = gzippedBytes(clientRoot, firstLoadModules(manifest, undefined));

  it.each([
    // Product and category pages share the /{all...} route; the product view is its own code, the category view a
    // lazy chunk (the bench counts that one with the category's document).
    ['the product page', routeIdFor('all', 'de-de')],
    ['the search page', routeIdFor('search', 'de-de')],
  ])('of %s stays within 1.25 times the framework floor (gzipped)', (_name, routeId) => {
    const bytes = gzippedBytes(clientRoot, firstLoadModules(manifest, routeId));
    expect(bytes / floor).toBeLessThanOrEqual(MAX_RATIO_TO_FLOOR);
  });
});
