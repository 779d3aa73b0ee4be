import {
  type AppendedPages,
  initialAppendedPages,
  nextPageOf,
  reduceAppendedPages,
} from '@beautyshop/catalogue';
import { useEffect, useReducer, useRef } from 'react';
import { useFetcher } from 'react-router';

export interface LoadMoreOptions<Item extends { id: string }> {
  /** The URL's page: appending starts after it. */
  page: number;
  totalPages: number;
  /** The URL of a page of this listing, with the same filters and sorting. */
  hrefForPage: (page: number) => string;
  /** The products in a page's loader data; undefined when the answer is not this kind of listing. */
  itemsOf: (data: unknown) => readonly Item[] | undefined;
}

export interface LoadMore<Item extends { id: string }> {
  state: AppendedPages<Item>;
  /** Fetches the next page's loader data and appends its products; ignored while one is loading. */
  loadMore: () => void;
  /** The next page's URL, while there is one: the link that works without JavaScript. */
  nextHref: string | undefined;
}

/**
 * Spec 4 'Load more': fetches the next page through the route's own loader (the same URL the page link points
 * to, so filters and sorting are the same) and appends its products in memory. The URL stays on the page the
 * shopper opened: a reload shows that page again, never a page that claims to hold more than it does.
 */
export function useLoadMore<Item extends { id: string }>({
  page,
  totalPages,
  hrefForPage,
  itemsOf,
}: LoadMoreOptions<Item>): LoadMore<Item> {
  const fetcher = useFetcher<unknown>();
  const [state, dispatch] = useReducer(reduceAppendedPages<Item>, undefined, () =>
    initialAppendedPages<Item>(page, totalPages),
  );
  const itemsOfRef = useRef(itemsOf);
  itemsOfRef.current = itemsOf;
  const consumed = useRef<unknown>(undefined);

  useEffect(() => {
    const data: unknown = fetcher.data;
    if (fetcher.state !== 'idle' || data === undefined || data === consumed.current) return;
    consumed.current = data;
    dispatch({ type: 'received', items: itemsOfRef.current(data) });
  }, [fetcher.state, fetcher.data]);

  const loadMore = () => {
    if (state.status !== 'idle') return;
    dispatch({ type: 'requested' });
    void fetcher.load(hrefForPage(nextPageOf(state)));
  };
  return {
    state,
    loadMore,
    nextHref: state.status === 'complete' ? undefined : hrefForPage(nextPageOf(state)),
  };
}
