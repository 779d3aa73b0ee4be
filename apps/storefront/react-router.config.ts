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
  },
} satisfies Config;
