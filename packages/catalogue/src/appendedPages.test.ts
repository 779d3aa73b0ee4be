import { describe, expect, it } from 'vitest';
import { initialAppendedPages, nextPageOf, reduceAppendedPages } from './appendedPages.js';

const item = (id: string) => ({ id });

describe("spec 4 'load more' appends the next page", () => {
  it('starts idle on a page before the last, and complete on the last page', () => {
    expect(initialAppendedPages(1, 3)).toEqual({ status: 'idle', lastPage: 1, totalPages: 3, items: [] });
    expect(initialAppendedPages(3, 3).status).toBe('complete');
    expect(initialAppendedPages(1, 1).status).toBe('complete');
  });

  it('asks for the page after the last one shown, once at a time', () => {
    const start = initialAppendedPages(2, 5);
    expect(nextPageOf(start)).toBe(3);
    const loading = reduceAppendedPages(start, { type: 'requested' });
    expect(loading.status).toBe('loading');
    expect(reduceAppendedPages(loading, { type: 'requested' })).toBe(loading);
  });

  it('appends each received page in order and counts it as shown', () => {
    let state = initialAppendedPages<{ id: string }>(1, 3);
    state = reduceAppendedPages(state, { type: 'requested' });
    state = reduceAppendedPages(state, { type: 'received', items: [item('a'), item('b')] });
    expect(state).toMatchObject({ status: 'idle', lastPage: 2 });
    state = reduceAppendedPages(state, { type: 'requested' });
    state = reduceAppendedPages(state, { type: 'received', items: [item('c')] });
    expect(state).toMatchObject({ status: 'complete', lastPage: 3 });
    expect(state.items.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows a product that moved onto the next page only once', () => {
    let state = initialAppendedPages<{ id: string }>(1, 4);
    state = reduceAppendedPages(state, { type: 'requested' });
    state = reduceAppendedPages(state, { type: 'received', items: [item('a'), item('b')] });
    state = reduceAppendedPages(state, { type: 'requested' });
    state = reduceAppendedPages(state, { type: 'received', items: [item('b'), item('c')] });
    expect(state.items.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('stops offering more when a page comes back empty or is not a listing', () => {
    const loading = reduceAppendedPages(initialAppendedPages(1, 9), { type: 'requested' });
    expect(reduceAppendedPages(loading, { type: 'received', items: [] }).status).toBe('complete');
    expect(reduceAppendedPages(loading, { type: 'received', items: undefined }).status).toBe('complete');
  });

  it('ignores a page that arrives while nothing was asked for (a revalidation)', () => {
    const idle = initialAppendedPages<{ id: string }>(1, 3);
    expect(reduceAppendedPages(idle, { type: 'received', items: [item('x')] })).toBe(idle);
  });
});
