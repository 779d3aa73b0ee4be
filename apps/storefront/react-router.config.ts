import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { compactRouteManifest } from './scripts/compactRouteManifest.ts';
import { precompressDirectory } from './scripts/precompress.ts';

const config: Config = {
  appDirectory: 'app',
  ssr: true,
  // Every route exists unprefixed and under six locale prefixes (spec 2.1): 92 small manifest entries, 2 KB of
  // gzipped JS that browsers cache across pages. Lazy discovery instead matched the page's parent paths against all
  // of them on every render (4% of a category page's server CPU), inlined 5 KB of manifest into every document
  // and cost a /__manifest request for the links a shopper scrolled past.
  routeDiscovery: { mode: 'initial' },
  // Issue 18: every text asset of the client build is written brotli- and gzip-compressed beside itself, so the
  // server sends it compressed without compressing it per request.
  buildEnd({ reactRouterConfig }) {
    const clientRoot = join(reactRouterConfig.buildDirectory, 'client');
    // Before compression, so that the compressed variants are of the compact form.
    const manifest = compactRouteManifest(clientRoot);
    console.log(
      `route manifest: ${(manifest.before / 1024).toFixed(0)} KB -> ${(manifest.after / 1024).toFixed(0)} KB`,
    );
    const { files, bytes, brotliBytes } = precompressDirectory(clientRoot);
    console.log(
      `precompressed ${files} client files: ${(bytes / 1024).toFixed(0)} KB, ${(brotliBytes / 1024).toFixed(0)} KB as brotli`,
    );
  },
  future: {
    // Category paths end in '/' (spec 2.1) and redirect to that form; without this flag a client data request
    // for '/de-de/Skincare/' is sent as '/de-de/Skincare.data', which the loader would redirect forever.
    v8_trailingSlashAwareDataRequests: true,
    // The root middleware reads the locale and session once per request into the loaders' context (issue 13).
    v8_middleware: true,
    // React Router 8's build: Vite's environment API (vite.config.ts configures the client environment) and route
    // modules split so that a route's client loader and component load as separate chunks.
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    // Not yet: with it, loaders see a data request's raw URL ('/de-de/x.data?_routes=…') and must read the `url`
    // argument instead of `request.url`. Every loader of the shop, and those other branches are adding, reads
    // `request.url`; switching them is a change of its own. Set explicitly, so the build states the choice.
    v8_passThroughRequests: false,
  },
};

export default config;
