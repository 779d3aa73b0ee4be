import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import styles from './SearchSuggestions.module.css';

/** Typing pauses shorter than this do not query (each keystroke would otherwise be a Store API search). */
export const SUGGEST_DEBOUNCE_MS = 250;

const suggestionsSchema = z.object({
  term: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string(), href: z.string() })),
});

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

function SuggestionList({ endpoint, term, label }: SearchSuggestionsProps) {
  const debounced = useDebounced(term.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['search-suggest', endpoint, debounced],
    enabled: debounced.length >= 2,
    // TanStack Query aborts the signal when the term changes before the answer arrives.
    queryFn: async ({ signal }) => {
      const response = await fetch(`${endpoint}?${new URLSearchParams({ search: debounced })}`, { signal });
      if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
      return suggestionsSchema.parse(await response.json());
    },
  });
  const products = query.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <Link to={product.href} className={styles.item}>
            {product.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface SearchSuggestionsProps {
  /** The locale's suggestion resource route. */
  endpoint: string;
  term: string;
  label: string;
}

/** Product suggestions while typing; loaded on demand with its query cache, so pages do not ship it up front. */
export default function SearchSuggestions(props: SearchSuggestionsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SuggestionList {...props} />
    </QueryClientProvider>
  );
}
