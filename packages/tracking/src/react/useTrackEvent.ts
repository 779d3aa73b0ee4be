import { useEffect } from 'react';
import { fingerprintOf } from '../dedupe';
import type { TrackingEvent } from '../events';
import { DEFAULT_PUSH, type PushOptions } from '../timing';
import { useTrackingRuntime } from './TrackingProvider';

/**
 * Pushes an event when the component shows it and again when it changes (a client navigation to another page);
 * nothing for an undefined event. The event is compared by content, so a re-render does not push it again.
 */
export function useTrackEvent(event: TrackingEvent | undefined, options: PushOptions = DEFAULT_PUSH): void {
  const runtime = useTrackingRuntime();
  const key = event === undefined ? undefined : fingerprintOf(event);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fingerprint stands for the event's content.
  useEffect(() => {
    if (runtime && event) runtime.tracker.push(event, options);
  }, [runtime, key, options.delayMs, options.dedupe]);
}
