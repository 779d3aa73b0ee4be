/**
 * What hydration waits for. A page whose view loads on demand (app/components/LazyPageViews.tsx) is hydrated once
 * that view's module is there: hydrating around a view still loading left its server HTML in a Suspense boundary
 * that the first update above it (a store filled after mount) switched to client rendering, so the listing
 * vanished from the page until the chunk arrived.
 */
const GATE = '__beautyshopHydrationGate';

type GateHolder = { [GATE]?: Promise<unknown> };

/**
 * Hydration waits for `loading` (whether it resolves or fails: a failed view suspends as before), besides what it
 * already waits for (a page view and the error page can both be loading).
 */
export function holdHydrationFor(loading: Promise<unknown>): void {
  const holder = globalThis as GateHolder;
  const held = holder[GATE];
  holder[GATE] = held ? Promise.allSettled([held, loading]) : loading;
}

/** Resolves when what hydration waits for has loaded or failed; at once when nothing is held. */
export function hydrationGate(): Promise<void> {
  const held = (globalThis as GateHolder)[GATE];
  return held
    ? held.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
