import { TRACKING_EVENTS } from '../events';

export interface PersonalisationEvent {
  event: typeof TRACKING_EVENTS.personalisation;
  oscEvent: unknown;
}

/**
 * Spec 7.2: a personalisation response's `extensions.{provider}.oscEvent` is sent as a tracking event. The vendor's
 * payload is passed on as it came (the tag manager's vendor tag reads it); a response without one sends nothing.
 */
export function personalisationEvent(oscEvent: unknown): PersonalisationEvent | undefined {
  if (oscEvent === undefined || oscEvent === null) return undefined;
  return { event: TRACKING_EVENTS.personalisation, oscEvent };
}
