import { type RefObject, useEffect, useRef } from 'react';
import { FULL_VISIBILITY_THRESHOLD } from '../timing';

/**
 * Calls `onSeen` once, the first time the element is entirely inside the viewport (spec 4 promotion views).
 * Does nothing on the server or where IntersectionObserver is missing.
 */
export function useFullyVisible(ref: RefObject<Element | null>, onSeen: (() => void) | undefined): void {
  const latest = useRef(onSeen);
  latest.current = onSeen;
  const wanted = onSeen !== undefined;
  useEffect(() => {
    const element = ref.current;
    if (!wanted || !element || typeof IntersectionObserver === 'undefined') return;
    let reported = false;
    const observer = new IntersectionObserver(
      (records) => {
        if (
          reported ||
          !records.some((r) => r.isIntersecting && r.intersectionRatio >= FULL_VISIBILITY_THRESHOLD)
        ) {
          return;
        }
        reported = true;
        observer.disconnect();
        latest.current?.();
      },
      { threshold: FULL_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, wanted]);
}
