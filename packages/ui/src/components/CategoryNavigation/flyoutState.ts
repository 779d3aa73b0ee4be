/**
 * Which category flyout of the desktop navigation is open, and why. A flyout opened by the pointer follows the
 * pointer; one opened with its button (click, Enter, Space) is pinned and stays until the shopper closes it or
 * moves focus away (WAI-ARIA APG disclosure navigation menu).
 */
export type FlyoutState =
  | { status: 'closed' }
  | { status: 'hovered'; id: string }
  | { status: 'pinned'; id: string };

export type FlyoutEvent =
  /** A mouse pointer entered a top-level entry (touch pointers do not hover). */
  | { type: 'pointerEntered'; id: string }
  | { type: 'pointerLeft'; id: string }
  /** The entry's disclosure button was activated. */
  | { type: 'toggled'; id: string }
  /** Focus moved out of the entry and its flyout. */
  | { type: 'focusLeft'; id: string }
  /** Escape, a press outside the navigation, or a followed link. */
  | { type: 'dismissed' };

export const FLYOUT_CLOSED: FlyoutState = { status: 'closed' };

export function openFlyoutId(state: FlyoutState): string | undefined {
  return state.status === 'closed' ? undefined : state.id;
}

export function flyoutTransition(state: FlyoutState, event: FlyoutEvent): FlyoutState {
  const openId = openFlyoutId(state);
  switch (event.type) {
    case 'pointerEntered':
      return state.status === 'pinned' && openId === event.id ? state : { status: 'hovered', id: event.id };
    case 'pointerLeft':
      return state.status === 'hovered' && openId === event.id ? FLYOUT_CLOSED : state;
    case 'toggled':
      if (openId !== event.id) return { status: 'pinned', id: event.id };
      // A click on the button of a flyout the pointer already opened means "keep it", not "close it under me".
      return state.status === 'hovered' ? { status: 'pinned', id: event.id } : FLYOUT_CLOSED;
    case 'focusLeft':
      return state.status === 'pinned' && openId === event.id ? FLYOUT_CLOSED : state;
    case 'dismissed':
      return FLYOUT_CLOSED;
  }
}
