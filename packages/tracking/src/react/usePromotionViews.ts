import { useCallback } from 'react';
import type { PromotionView } from '../promotion/promotionViews';
import { useTrackingRuntime } from './TrackingProvider';

/**
 * The handler for a content renderer's "block seen" callback: applies spec 4's promotion view rule and pushes
 * `view_promotion` (held until consent like every event).
 */
export function usePromotionViews(): (view: PromotionView & { position?: number }) => void {
  const runtime = useTrackingRuntime();
  return useCallback((view) => void runtime?.promotions.seen(view), [runtime]);
}
