/**
 * Spec 4: 'Load more' appends the next page to the listing. The pages appended after the URL's page, as a pure
 * transition so it can be tested without a router: `idle` can load, `loading` waits for one page, `complete` has
 * nothing left (the last page arrived, or a page came back empty because the catalogue changed meanwhile).
 */
export type AppendedPages<Item extends { id: string }> = {
  status: 'idle' | 'loading' | 'complete';
  /** The last page shown: the URL's page, then each appended one. */
  lastPage: number;
  totalPages: number;
  /** Products of the appended pages, in order, each once. */
  items: readonly Item[];
};

export type AppendedPagesEvent<Item extends { id: string }> =
  | { type: 'requested' }
  /** The next page's products; undefined when its answer was not a listing. */
  | { type: 'received'; items: readonly Item[] | undefined };

export function initialAppendedPages<Item extends { id: string }>(
  page: number,
  totalPages: number,
): AppendedPages<Item> {
  return { status: page >= totalPages ? 'complete' : 'idle', lastPage: page, totalPages, items: [] };
}

/** The page 'Load more' fetches next. */
export function nextPageOf(state: AppendedPages<{ id: string }>): number {
  return state.lastPage + 1;
}

export function reduceAppendedPages<Item extends { id: string }>(
  state: AppendedPages<Item>,
  event: AppendedPagesEvent<Item>,
): AppendedPages<Item> {
  switch (event.type) {
    case 'requested':
      return state.status === 'idle' ? { ...state, status: 'loading' } : state;
    case 'received': {
      // A revalidation of an earlier page (after an action elsewhere) arrives while nothing was asked for.
      if (state.status !== 'loading') return state;
      const lastPage = nextPageOf(state);
      const received = event.items ?? [];
      const seen = new Set(state.items.map((item) => item.id));
      // The catalogue can shift between two page requests; a product moved onto the next page is shown once.
      const items = [...state.items, ...received.filter((item) => !seen.has(item.id))];
      const complete = received.length === 0 || lastPage >= state.totalPages;
      return { ...state, status: complete ? 'complete' : 'idle', lastPage, items };
    }
  }
}
