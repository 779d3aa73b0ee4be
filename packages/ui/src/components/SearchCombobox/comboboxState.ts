/**
 * The suggestion popup of the search field (WAI-ARIA APG combobox with a listbox popup): closed, or open with
 * an active option (the one `aria-activedescendant` points at) or none. Focus stays in the field throughout;
 * the arrow keys only move which option is active.
 */
export type ComboboxState = { status: 'closed' } | { status: 'open'; active: number | null };

export type ComboboxEvent =
  /** The field got focus: an empty field offers the frequently searched terms, a filled one its products. */
  | { type: 'focused' }
  /** The shopper typed: the list follows the new term, with no option active yet. */
  | { type: 'typed' }
  | { type: 'arrowDown'; optionCount: number }
  | { type: 'arrowUp'; optionCount: number }
  /** Escape, Tab, a press outside: the list closes and the term stays. */
  | { type: 'dismissed' };

export const COMBOBOX_CLOSED: ComboboxState = { status: 'closed' };

/** The index of the active option, or null; an index past a list that shrank meanwhile counts as none. */
export function activeOption(state: ComboboxState, optionCount: number): number | null {
  if (state.status === 'closed' || state.active === null) return null;
  return state.active < optionCount ? state.active : null;
}

/** ArrowDown and ArrowUp wrap around the ends (APG: optional, chosen so a long list is one key from either end). */
function step(state: ComboboxState, optionCount: number, delta: 1 | -1): ComboboxState {
  // No options yet: the key still asks for the list, which shows once its options arrive.
  if (optionCount === 0) return { status: 'open', active: null };
  const current = activeOption(state, optionCount);
  if (current === null) return { status: 'open', active: delta === 1 ? 0 : optionCount - 1 };
  return { status: 'open', active: (current + delta + optionCount) % optionCount };
}

export function comboboxTransition(state: ComboboxState, event: ComboboxEvent): ComboboxState {
  switch (event.type) {
    case 'focused':
      return state.status === 'open' ? state : { status: 'open', active: null };
    case 'typed':
      return { status: 'open', active: null };
    case 'arrowDown':
      return step(state, event.optionCount, 1);
    case 'arrowUp':
      return step(state, event.optionCount, -1);
    case 'dismissed':
      return COMBOBOX_CLOSED;
  }
}
