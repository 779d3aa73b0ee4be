import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { LAZY_ERROR_PAGE, LAZY_ISLANDS, LAZY_VIEWS } from './app/build/lazyViews.ts';
import { LAYOUTS, PAGE_ROUTES } from './app/routeTable.ts';
import { barrelImportsPlugin, modulesDefining, readBarrelExports } from './scripts/barrelImports.ts';
import { buildManifestPlugin } from './scripts/buildManifestPlugin.ts';
import { lazyViewAssetsPlugin } from './scripts/lazyViewAssetsPlugin.ts';
import { scopedClassName } from './scripts/scopedClassName.ts';
import { shellChunkGroups } from './scripts/shellChunks.ts';

/** The route modules of pages whose layout is not the shop frame (checkout, SEO index, content only), with those layouts. */
function unframedRoutes(): RegExp {
  const framed = new Set(['default', 'account', 'none']);
  const files = [
    ...PAGE_ROUTES.filter((page) => !framed.has(page.layout)).map((page) => page.file),
    ...Object.entries(LAYOUTS)
      .filter(([name]) => !framed.has(name))
      .map(([, file]) => file),
  ];
  const escaped = files.map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]'));
  return new RegExp(`[\\\\/]app[\\\\/](${escaped.join('|')})(\\?|$)`);
}

/** Where the ui package's index (its ES build, which the client bundles) re-exports each name from. */
const uiExports = readBarrelExports(
  join(dirname(createRequire(import.meta.url).resolve('@beautyshop/ui/package.json')), 'dist/index.js'),
);

export default defineConfig({
  plugins: [
    reactRouter(),
    buildManifestPlugin(),
    lazyViewAssetsPlugin({ ...LAZY_VIEWS, ...LAZY_ISLANDS, ...LAZY_ERROR_PAGE }),
    barrelImportsPlugin('@beautyshop/ui'),
    barrelImportsPlugin('@beautyshop/cart-core'),
  ],
  server: { host: '127.0.0.1' },
  css: { modules: { generateScopedName: scopedClassName } },
  // Rolldown's timing report names the slowest plugin of every build (React Router's own): noise on each start.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: shellChunkGroups({
              entry: /[\\/]entry\.client\.[jt]sx?$/,
              root: /[\\/]app[\\/]root\.tsx(\?|$)/,
              frame: /[\\/]app[\\/]layouts[\\/]DefaultLayout\.tsx(\?|$)/,
              unframed: unframedRoutes(),
              parts: [
                // What the tile shares with the cart page (the cart form hook and styles, the cart store's React
                // bindings), ahead of the tile: the cart page would otherwise load the whole tile for them.
                {
                  name: 'cartForm',
                  source:
                    /[\\/]app[\\/]cart[\\/](useCartFormSubmit\.ts|cartForms\.module\.css)(\?|$)|[\\/]cart-core[\\/]dist[\\/]react\.js$/,
                },
                // The tax and shipping notice beside every price, which the cart's summary shows too: on its own,
                // so the cart page does not load the whole tile for it.
                { name: 'priceNotice', source: /[\\/]app[\\/]components[\\/]product[\\/]PriceNotice\.tsx$/ },
                // What the product page's buying box shares with the tile (the add-to-cart and wishlist forms, the
                // price and its labels, the rating stars, number formats and image sources): on its own, so the
                // product page, whose tiles hydrate later from a chunk of their own, does not load the whole tile
                // for it.
                {
                  name: 'buyBox',
                  source: new RegExp(
                    [
                      /[\\/]app[\\/](cart[\\/]AddToCartForm\.tsx|wishlist[\\/]WishlistToggle\.tsx|components[\\/]product[\\/]priceLabels\.ts)$/
                        .source,
                      modulesDefining(uiExports, [
                        'Price',
                        'RatingStars',
                        'formatNumber',
                        'buildSrcSet',
                        'fallbackSrc',
                      ]).source,
                    ].join('|'),
                  ),
                },
                { name: 'productTile', source: /[\\/]app[\\/]components[\\/]ProductTileCard\.tsx$/ },
              ],
            }),
          },
        },
      },
    },
  },
});
