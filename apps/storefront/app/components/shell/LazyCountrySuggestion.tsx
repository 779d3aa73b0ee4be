import { lazy, Suspense } from 'react';

const CountrySuggestion = lazy(() =>
  import('./CountrySuggestion').then((module) => ({ default: module.CountrySuggestion })),
);

/**
 * The country banner's decision, from a chunk of its own: it renders nothing on the server and only decides after
 * hydration (see CountrySuggestion), so its code need not be in the page's first load.
 */
export function LazyCountrySuggestion() {
  return (
    <Suspense fallback={null}>
      <CountrySuggestion />
    </Suspense>
  );
}
