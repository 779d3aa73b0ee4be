import { describe, expect, it } from 'vitest';
import { FLYOUT_CLOSED, type FlyoutEvent, type FlyoutState, flyoutTransition } from './flyoutState';

const hovered = (id: string): FlyoutState => ({ status: 'hovered', id });
const pinned = (id: string): FlyoutState => ({ status: 'pinned', id });

describe('desktop category flyouts (APG disclosure navigation)', () => {
  it.each<[string, FlyoutState, FlyoutEvent, FlyoutState]>([
    ['the pointer opens a flyout', FLYOUT_CLOSED, { type: 'pointerEntered', id: 'a' }, hovered('a')],
    [
      'the pointer moves on to the next entry',
      hovered('a'),
      { type: 'pointerEntered', id: 'b' },
      hovered('b'),
    ],
    [
      'the pointer leaving closes what it opened',
      hovered('a'),
      { type: 'pointerLeft', id: 'a' },
      FLYOUT_CLOSED,
    ],
    [
      'leaving an entry that is not open changes nothing',
      hovered('b'),
      { type: 'pointerLeft', id: 'a' },
      hovered('b'),
    ],
    ['the pointer leaving keeps a pinned flyout', pinned('a'), { type: 'pointerLeft', id: 'a' }, pinned('a')],
    [
      'entering a pinned entry keeps it pinned',
      pinned('a'),
      { type: 'pointerEntered', id: 'a' },
      pinned('a'),
    ],
    [
      'hovering another entry replaces a pinned one',
      pinned('a'),
      { type: 'pointerEntered', id: 'b' },
      hovered('b'),
    ],
    ['the button opens and pins a flyout', FLYOUT_CLOSED, { type: 'toggled', id: 'a' }, pinned('a')],
    ['the button of another entry switches to it', pinned('a'), { type: 'toggled', id: 'b' }, pinned('b')],
    ['the button closes its pinned flyout', pinned('a'), { type: 'toggled', id: 'a' }, FLYOUT_CLOSED],
    ['the button pins a flyout the pointer opened', hovered('a'), { type: 'toggled', id: 'a' }, pinned('a')],
    ['focus leaving closes the pinned flyout', pinned('a'), { type: 'focusLeft', id: 'a' }, FLYOUT_CLOSED],
    ['focus leaving another entry changes nothing', pinned('b'), { type: 'focusLeft', id: 'a' }, pinned('b')],
    [
      'focus leaving does not close under the pointer',
      hovered('a'),
      { type: 'focusLeft', id: 'a' },
      hovered('a'),
    ],
    ['Escape closes a pinned flyout', pinned('a'), { type: 'dismissed' }, FLYOUT_CLOSED],
    ['Escape closes a hovered flyout', hovered('a'), { type: 'dismissed' }, FLYOUT_CLOSED],
  ])('%s', (_title, state, event, next) => {
    expect(flyoutTransition(state, event)).toEqual(next);
  });
});
