import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (rotation, window resize). Undefined on the server and while
 * hydrating: the server cannot know the viewport, so the markup it sent stays until React has taken over.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
