import { useMatches } from 'react-router';
import type { LegalLinks } from './legalLinks';

/** Loader data of a layout that knows the legal pages (the shop frame's, the checkout's). */
function legalLinksIn(data: unknown): LegalLinks | undefined {
  if (typeof data !== 'object' || data === null || !('legalLinks' in data)) return undefined;
  const links = data.legalLinks;
  return typeof links === 'object' && links !== null ? (links as LegalLinks) : undefined;
}

/**
 * The legal pages of the page's layout, read from its loader data rather than a context: the frame every page
 * loads then carries no code for them, only the pages whose forms name them.
 */
export function useLegalLinks(): LegalLinks {
  const matches = useMatches();
  for (const match of matches) {
    const links = legalLinksIn(match.loaderData);
    if (links) return links;
  }
  return {};
}
