import {
  LAST_SEEN_STORAGE_KEY,
  type LastSeenEntry,
  lastSeenToShow,
  parseLastSeen,
  rememberProduct,
} from '@beautyshop/catalogue';
import { useEffect, useState } from 'react';

function readStored(): LastSeenEntry[] {
  try {
    return parseLastSeen(window.localStorage.getItem(LAST_SEEN_STORAGE_KEY));
  } catch {
    // Storage can be switched off or full (private modes): the shop works without the slider.
    return [];
  }
}

function store(entries: readonly LastSeenEntry[]): void {
  try {
    window.localStorage.setItem(LAST_SEEN_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // As above: no storage, no history.
  }
}

/**
 * Records a product visit (one entry per product family) in the browser and returns the other products seen before, most recent first.
 * Runs after hydration only (the server has no history to render), so the first render is always empty.
 */
export function useLastSeen(productId: string, familyId: string): readonly string[] {
  const [toShow, setToShow] = useState<readonly string[]>([]);
  useEffect(() => {
    const stored = readStored();
    setToShow(lastSeenToShow(stored, familyId));
    store(rememberProduct(stored, { id: productId, family: familyId }));
  }, [productId, familyId]);
  return toShow;
}
