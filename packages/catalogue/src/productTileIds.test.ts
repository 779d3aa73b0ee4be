import { describe, expect, it } from 'vitest';
import { inRequestedOrder, MAX_TILE_IDS, parseTileIds } from './productTileIds.js';

const id = (n: number) => n.toString(16).padStart(32, '0');

describe('the ids of the product tiles route', () => {
  it('accepts comma-separated product ids and counts a repeated id once', () => {
    expect(parseTileIds(`${id(1)},${id(2)},${id(1)}`)).toEqual({ ok: true, ids: [id(1), id(2)] });
  });

  it(`accepts ${MAX_TILE_IDS} ids and refuses ${MAX_TILE_IDS + 1}`, () => {
    const ids = Array.from({ length: MAX_TILE_IDS + 1 }, (_, index) => id(index + 1));
    expect(parseTileIds(ids.slice(0, MAX_TILE_IDS).join(',')).ok).toBe(true);
    expect(parseTileIds(ids.join(','))).toEqual({ ok: false, message: `At most ${MAX_TILE_IDS} ids` });
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['too short', 'abc'],
    ['upper case', 'A'.repeat(32)],
    ['not hex', 'g'.repeat(32)],
    ['with dashes', '00000000-0000-0000-0000-000000000001'],
  ])('refuses an id list that is %s', (_, value) => {
    expect(parseTileIds(value).ok).toBe(false);
  });

  it('returns items in the requested order and leaves out ids the Store API did not answer', () => {
    const items = [{ id: id(3) }, { id: id(1) }];
    expect(inRequestedOrder([id(1), id(2), id(3)], items)).toEqual([{ id: id(1) }, { id: id(3) }]);
  });
});
