import { LAST_SEEN_STORAGE_KEY, lastSeenToShow, parseLastSeen, rememberProduct } from '@beautyshop/catalogue';
import { useEffect, useState } from 'react';

function readStored(): string[] {
  try {
    return parseLastSeen(window.localStorage.getItem(LAST_SEEN_STORAGE_KEY));
  } catch {
    // Storage can be switched off or full (private modes): the shop works without the slider.
    return [];
  }
}

function store(ids: readonly string[]): void {
  try {
    window.localStorage.setItem(LAST_SEEN_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // As above: no storage, no history.
  }
}

/**
 * Records a product visit in the browser and returns the other products seen before, most recent first.
 * Runs after hydration only (the server has no history to render), so the first render is always empty.
 */
export function useLastSeen(productId: string): readonly string[] {
  const [toShow, setToShow] = useState<readonly string[]>([]);
  useEffect(() => {
    const stored = readStored();
    setToShow(lastSeenToShow(stored, productId));
    store(rememberProduct(stored, productId));
  }, [productId]);
  return toShow;
}
