import { productTile } from '@beautyshop/catalogue';
import { data } from 'react-router';
import { z } from 'zod';
import { pathsIn } from '../locale/fromPath';
import { shopRequestOf } from '../request/shopRequest';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/searchSuggest';

/** Suggestions show a handful of products; the full list is the search page. */
export const SUGGESTION_LIMIT = 6;
const MIN_TERM_LENGTH = 2;

const termSchema = z.string().trim().max(100).catch('');

/** GET {locale}/search/suggest?search={term}: product names and links for the header's suggestions (JSON). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const term = termSchema.parse(new URL(request.url).searchParams.get('search') ?? '');
  if (term.length < MIN_TERM_LENGTH) return data({ term, products: [] });
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const listing = await storeApi.client.catalogue.searchProducts(
    term,
    { limit: SUGGESTION_LIMIT },
    { signal: request.signal },
  );
  const products = listing.elements.map((product) => {
    const tile = productTile(product, pathsIn(storeApi.locale.locale));
    return { id: tile.id, name: tile.name, href: tile.href };
  });
  const headers = cookieHeaders(storeApi);
  headers.set('Cache-Control', headers.has('Set-Cookie') ? 'private, no-store' : 'public, max-age=60');
  return data({ term, products }, { headers });
}
