import type { TrackingEvent } from '@beautyshop/tracking';
import { useTrackingRuntime } from '@beautyshop/tracking/react';
import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable push for events of the shopper's actions (a cart answer, a saved checkout choice). An action answered
 * before the tracking runtime has loaded waits here and goes to the runtime when it arrives; the runtime's tracker
 * then holds it until consent like every event.
 */
export function useTrackingPush(): (event: TrackingEvent) => void {
  const runtime = useTrackingRuntime();
  const latest = useRef(runtime);
  latest.current = runtime;
  const waiting = useRef<TrackingEvent[]>([]);
  useEffect(() => {
    if (runtime === undefined) return;
    for (const event of waiting.current.splice(0)) runtime.tracker.push(event);
  }, [runtime]);
  return useCallback((event: TrackingEvent) => {
    if (latest.current === undefined) waiting.current.push(event);
    else latest.current.tracker.push(event);
  }, []);
}
