import type { SearchSuggestion, SearchSuggestionStatus } from '@beautyshop/ui';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchSuggestionsSchema } from '../catalogue/searchSuggestions';

/** Typing pauses shorter than this do not query (each keystroke would otherwise be a Store API search). */
export const SUGGEST_DEBOUNCE_MS = 250;
/** A single letter matches half the catalogue: suggestions start at two. */
const MIN_TERM_LENGTH = 2;

// Created when this module first loads, i.e. when a shopper first focuses the search box.
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 0 } } });

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** What the search box shows: its options and whether they are still on their way. */
export interface SuggestionResult {
  status: SearchSuggestionStatus;
  suggestions: readonly SearchSuggestion[];
}

export interface SearchSuggestionsProps {
  /** The locale's suggestion resource route (the browser talks to the shop only, never to the Store API). */
  endpoint: string;
  term: string;
  /** The search page link of a frequently searched term. */
  termHref: (term: string) => string;
  onResult: (result: SuggestionResult) => void;
}

function SuggestionSource({ endpoint, term, termHref, onResult }: SearchSuggestionsProps) {
  const debounced = useDebounced(term.trim(), SUGGEST_DEBOUNCE_MS);
  const wanted = debounced === '' || debounced.length >= MIN_TERM_LENGTH;
  const query = useQuery({
    queryKey: ['search-suggest', endpoint, debounced],
    enabled: wanted,
    // The previous term's list stays while the next one loads, so the list does not flicker while typing.
    placeholderData: keepPreviousData,
    // TanStack Query aborts the signal when the term changes before the answer arrives.
    queryFn: async ({ signal }) => {
      const response = await fetch(`${endpoint}?${new URLSearchParams({ search: debounced })}`, { signal });
      if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
      return searchSuggestionsSchema.parse(await response.json());
    },
  });
  const { data, isError } = query;
  const typed = term.trim();
  useEffect(() => {
    // One letter asks for nothing; a failed answer shows no list (the form still searches).
    if ((typed !== '' && typed.length < MIN_TERM_LENGTH) || isError) {
      onResult({ status: 'idle', suggestions: [] });
      return;
    }
    // The answer kept from before is for the other kind (terms for an empty field, products for a term).
    if (data === undefined || (data.term === '') !== (typed === '')) {
      onResult({ status: 'loading', suggestions: [] });
      return;
    }
    onResult({
      status: 'ready',
      suggestions: [
        ...data.terms.map((entry) => ({ kind: 'term' as const, term: entry, href: termHref(entry) })),
        ...data.products.map(({ id, name, href, imageUrl, ...price }) => ({
          kind: 'product' as const,
          id,
          name,
          href,
          imageUrl,
          price,
        })),
        // More than the list shows: its last option leads to all of them on the search page.
        ...(data.total !== undefined && data.total > data.products.length
          ? [{ kind: 'all' as const, total: data.total, href: termHref(data.term) }]
          : []),
      ],
    });
  }, [typed, isError, data, termHref, onResult]);
  return null;
}

/**
 * The header's suggestion source: fetches the terms or products for the typed term and hands them to the search
 * box. Loaded on demand with its query cache when the field first gets focus, so pages do not ship it up front.
 */
export default function SearchSuggestions(props: SearchSuggestionsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SuggestionSource {...props} />
    </QueryClientProvider>
  );
}
