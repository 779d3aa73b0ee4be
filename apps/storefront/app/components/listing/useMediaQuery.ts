import { useHydrated } from '@beautyshop/ui';
import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a media query matches, following changes (rotation, window resize). Undefined on the server and while
 * hydrating: the server cannot know the viewport, so the markup it sent stays until React has taken over.
 *
 * The first answer comes with ui's `useHydrated`: in a transition for a component that hydrated (as a store whose
 * client value differs from the server's, the listing's swap from the disclosure to the bottom sheet, about 480
 * elements, was one synchronous task of 90 ms on this machine after hydration; issue 18), at once for one mounted
 * by a client navigation. Changes arrive as transitions too.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const hydrated = useHydrated();
  const [changed, setChanged] = useState<{ query: string; matches: boolean } | undefined>(undefined);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setChanged({ query, matches: list.matches }));
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  if (!hydrated) return undefined;
  return changed?.query === query ? changed.matches : window.matchMedia(query).matches;
}
