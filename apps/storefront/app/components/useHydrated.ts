import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates, true from then on (without a mismatch: React renders the server
 * value first). Controls that only work with JavaScript render once this is true; before that, and without
 * JavaScript, their HTML fallbacks stand in.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
