import { useCallback, useEffect, useRef } from 'react';
import type { PromotionView } from '../promotion/promotionViews';
import { useTrackingRuntime } from './TrackingProvider';

/**
 * The handler for a content renderer's "block seen" callback: applies spec 4's promotion view rule and pushes
 * `view_promotion` (held until consent like every event).
 */
export function usePromotionViews(): (view: PromotionView & { position?: number }) => void {
  const runtime = useTrackingRuntime();
  // A block fully visible at load (the hero) is seen before the runtime has loaded, and the renderer reports each
  // block once: such views wait here and go to the runtime when it arrives, instead of being lost.
  const waiting = useRef<(PromotionView & { position?: number })[]>([]);
  useEffect(() => {
    if (runtime === undefined) return;
    for (const view of waiting.current.splice(0)) void runtime.promotions.seen(view);
  }, [runtime]);
  return useCallback(
    (view) => {
      if (runtime === undefined) waiting.current.push(view);
      else void runtime.promotions.seen(view);
    },
    [runtime],
  );
}
