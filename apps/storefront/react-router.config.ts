import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Every route exists unprefixed and under six locale prefixes (spec 2.1): 92 small manifest entries, 2 KB of
  // gzipped JS that browsers cache across pages. Lazy discovery instead matched the page's parent paths against all
  // of them on every render (4% of a category page's server CPU), inlined 5 KB of manifest into every document
  // and cost a /__manifest request for the links a shopper scrolled past.
  routeDiscovery: { mode: 'initial' },
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
} satisfies Config;
