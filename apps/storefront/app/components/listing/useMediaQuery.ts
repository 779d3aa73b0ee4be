import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a media query matches, following changes (rotation, window resize). Undefined on the server and while
 * hydrating: the server cannot know the viewport, so the markup it sent stays until React has taken over.
 *
 * The answer arrives as a transition, not through `useSyncExternalStore`: a store whose client value differs from
 * the server's is re-rendered synchronously right after hydration, and on a phone the listing's swap from the
 * disclosure to the bottom sheet (about 480 elements) was one task of 90 ms on this machine, 360 ms at
 * Lighthouse's 4x slowdown (issue 18). A transition renders it in slices between which the browser can answer.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
