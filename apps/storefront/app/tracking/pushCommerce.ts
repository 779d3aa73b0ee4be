import type { KeyValueStorage, Tracker } from '@beautyshop/tracking';
import type { CommercePage } from './commercePage';
import { sentOnce } from './sentOnce';

/** Keys pushed on this page app and not yet sent: a back navigation before consent must not queue a second one. */
const waiting = new Set<string>();

/**
 * Pushes a page's commerce event; one that may leave only once (`purchase` per order, `begin_checkout` per cart) is
 * remembered in the browser's storage when it has left the page, and not pushed again while remembered: so a reload
 * of the confirmation, back/forward, or the confirmation in a second tab (localStorage is shared by the tabs) never
 * report the order again. Why the browser and not the server marking the first render: the first render may come
 * before consent, and an event held then is lost if the shopper leaves; marking on leaving counts only what was
 * sent, and writes to the storage only after consent (the event cannot leave before).
 */
export function pushCommerce(
  tracker: Tracker,
  page: CommercePage,
  storage: (scope: 'session' | 'browser') => KeyValueStorage,
): void {
  const { event, once } = page;
  if (once === undefined) {
    tracker.push(event);
    return;
  }
  const sent = sentOnce(() => storage(once.scope));
  if (sent.has(once.key) || waiting.has(once.key)) return;
  waiting.add(once.key);
  // The tracker hands subscribers the very object pushed: this one event, not another of the same name.
  const stop = tracker.subscribe((left) => {
    if (left !== event) return;
    sent.mark(once.key);
    waiting.delete(once.key);
    stop();
  }, event.event);
  tracker.push(event);
}
