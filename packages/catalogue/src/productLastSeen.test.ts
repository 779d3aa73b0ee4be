import { describe, expect, it } from 'vitest';
import {
  LAST_SEEN_LIMIT,
  type LastSeenEntry,
  lastSeenToShow,
  parseLastSeen,
  rememberProduct,
} from './productLastSeen.js';

const id = (n: number) => n.toString(16).padStart(32, '0');
/** A product without variants: its own family. */
const single = (n: number): LastSeenEntry => ({ id: id(n), family: id(n) });
/** Variant `n` of family `f`. */
const variant = (n: number, f: number): LastSeenEntry => ({ id: id(n), family: id(f) });

describe('the last-seen list kept in the browser', () => {
  it('puts the viewed product first and keeps each product once', () => {
    expect(rememberProduct([single(1), single(2), single(3)], single(2))).toEqual([
      single(2),
      single(1),
      single(3),
    ]);
    expect(rememberProduct([], single(7))).toEqual([single(7)]);
  });

  it('last seen keeps one entry per product, not one per variant: the latest variant seen stands for it', () => {
    const after = rememberProduct([variant(10, 1), single(2)], variant(11, 1));
    expect(after).toEqual([variant(11, 1), single(2)]);
  });

  it(`keeps at most ${LAST_SEEN_LIMIT} products, dropping the oldest`, () => {
    const full = Array.from({ length: LAST_SEEN_LIMIT }, (_, index) => single(index + 1));
    const after = rememberProduct(full, single(99));
    expect(after).toHaveLength(LAST_SEEN_LIMIT);
    expect(after[0]).toEqual(single(99));
    expect(after).not.toContainEqual(single(LAST_SEEN_LIMIT));
  });

  it('shows the other products, never the one on the page nor another variant of it', () => {
    expect(lastSeenToShow([single(1), single(2), single(3)], id(2))).toEqual([id(1), id(3)]);
    expect(lastSeenToShow([variant(10, 1), single(3)], id(1))).toEqual([id(3)]);
    expect(lastSeenToShow([single(1)], id(1))).toEqual([]);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
  ])('reads an empty list when there is %s', (_, stored) => {
    expect(parseLastSeen(stored)).toEqual([]);
  });

  it('drops entries that are not product ids and repeated families from a stored list', () => {
    const stored = [
      id(1),
      'x',
      42,
      id(1),
      'F'.repeat(32),
      variant(3, 9),
      variant(4, 9),
      { id: 'x', family: id(5) },
    ];
    expect(parseLastSeen(JSON.stringify(stored))).toEqual([single(1), variant(3, 9)]);
  });
});
