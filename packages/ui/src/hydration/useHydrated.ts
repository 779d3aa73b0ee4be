import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates, true from then on, without a mismatch (React renders the server
 * value first). Controls that need JavaScript appear once this is true; their HTML fallbacks stand in before. A
 * component mounted after hydration (a client navigation) is true from its first render.
 *
 * A hydrated component turns true in a transition. As an external store whose client value differs from the
 * server's (React's usual way), every reader re-rendered synchronously right after hydration, and the readers
 * are large (the header, the listing's grid and filter form): one task of about 60 ms on this machine, four times
 * that at Lighthouse's slowdown (issue 18). A transition renders them in slices the browser can answer between.
 */
export function useHydrated(): boolean {
  // Whether React hydrated this component (asked for the server's value) rather than mounting it afresh: a
  // hydrated one keeps the server's value in the store, so React's check after hydration finds no difference.
  const [origin] = useState(() => ({ hydrated: false }));
  const mountedAfterHydration = useSyncExternalStore(
    subscribeToNothing,
    () => !origin.hydrated,
    () => {
      origin.hydrated = true;
      return false;
    },
  );
  const [hydratedSince, setHydratedSince] = useState(false);
  useEffect(() => {
    if (!mountedAfterHydration) startTransition(() => setHydratedSince(true));
  }, [mountedAfterHydration]);
  return mountedAfterHydration || hydratedSince;
}
