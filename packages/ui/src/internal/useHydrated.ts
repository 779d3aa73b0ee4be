import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates, true from then on, without a mismatch (React renders the server
 * value first). Controls that need JavaScript appear once this is true; their HTML fallbacks stand in before.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
