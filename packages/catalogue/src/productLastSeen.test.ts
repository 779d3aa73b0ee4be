import { describe, expect, it } from 'vitest';
import { LAST_SEEN_LIMIT, lastSeenToShow, parseLastSeen, rememberProduct } from './productLastSeen.js';

const id = (n: number) => n.toString(16).padStart(32, '0');

describe('the last-seen list kept in the browser', () => {
  it('puts the viewed product first and keeps each product once', () => {
    expect(rememberProduct([id(1), id(2), id(3)], id(2))).toEqual([id(2), id(1), id(3)]);
    expect(rememberProduct([], id(7))).toEqual([id(7)]);
  });

  it(`keeps at most ${LAST_SEEN_LIMIT} products, dropping the oldest`, () => {
    const full = Array.from({ length: LAST_SEEN_LIMIT }, (_, index) => id(index + 1));
    const after = rememberProduct(full, id(99));
    expect(after).toHaveLength(LAST_SEEN_LIMIT);
    expect(after[0]).toBe(id(99));
    expect(after).not.toContain(id(LAST_SEEN_LIMIT));
  });

  it('shows the other products, never the one on the page', () => {
    expect(lastSeenToShow([id(1), id(2), id(3)], id(2))).toEqual([id(1), id(3)]);
    expect(lastSeenToShow([id(1)], id(1))).toEqual([]);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
  ])('reads an empty list when there is %s', (_, stored) => {
    expect(parseLastSeen(stored)).toEqual([]);
  });

  it('drops entries that are not product ids and duplicates from a stored list', () => {
    expect(parseLastSeen(JSON.stringify([id(1), 'x', 42, id(1), 'F'.repeat(32), id(3)]))).toEqual([
      id(1),
      id(3),
    ]);
  });
});
