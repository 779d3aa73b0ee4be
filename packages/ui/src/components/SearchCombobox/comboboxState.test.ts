import { describe, expect, it } from 'vitest';
import { activeOption, COMBOBOX_CLOSED, type ComboboxState, comboboxTransition } from './comboboxState';

const open = (active: number | null): ComboboxState => ({ status: 'open', active });

describe('the search suggestion popup (APG combobox with a listbox)', () => {
  it('opens with no active option when the field gets focus, and keeps its active option on a second focus', () => {
    expect(comboboxTransition(COMBOBOX_CLOSED, { type: 'focused' })).toEqual(open(null));
    expect(comboboxTransition(open(2), { type: 'focused' })).toEqual(open(2));
  });

  it('opens again on typing, and typing forgets the active option (the list is about to change)', () => {
    expect(comboboxTransition(COMBOBOX_CLOSED, { type: 'typed' })).toEqual(open(null));
    expect(comboboxTransition(open(3), { type: 'typed' })).toEqual(open(null));
  });

  it.each([
    ['ArrowDown from no active option', open(null), 'arrowDown', 0],
    ['ArrowDown from the closed list', COMBOBOX_CLOSED, 'arrowDown', 0],
    ['ArrowDown', open(0), 'arrowDown', 1],
    ['ArrowDown on the last option wraps to the first', open(4), 'arrowDown', 0],
    ['ArrowUp from no active option', open(null), 'arrowUp', 4],
    ['ArrowUp', open(3), 'arrowUp', 2],
    ['ArrowUp on the first option wraps to the last', open(0), 'arrowUp', 4],
    ['ArrowDown past a list that shrank starts again at the top', open(9), 'arrowDown', 0],
  ] as const)('%s of five options makes option %i active', (_name, state, type, expected) => {
    expect(comboboxTransition(state, { type, optionCount: 5 })).toEqual(open(expected));
  });

  it('opens on an arrow key before any option is there, so the list shows once its options arrive', () => {
    expect(comboboxTransition(COMBOBOX_CLOSED, { type: 'arrowDown', optionCount: 0 })).toEqual(open(null));
    expect(comboboxTransition(open(1), { type: 'arrowUp', optionCount: 0 })).toEqual(open(null));
  });

  it('closes on Escape, Tab or a press outside, from any state', () => {
    expect(comboboxTransition(open(1), { type: 'dismissed' })).toEqual(COMBOBOX_CLOSED);
    expect(comboboxTransition(COMBOBOX_CLOSED, { type: 'dismissed' })).toEqual(COMBOBOX_CLOSED);
  });

  it('counts an active index past the current options as none', () => {
    expect(activeOption(open(4), 5)).toBe(4);
    expect(activeOption(open(5), 5)).toBeNull();
    expect(activeOption(COMBOBOX_CLOSED, 5)).toBeNull();
  });
});
