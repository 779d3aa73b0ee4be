import type { SelectOption } from '@beautyshop/ui';
import { useMatches } from 'react-router';

function isOption(value: unknown): value is SelectOption {
  if (typeof value !== 'object' || value === null) return false;
  const option = value as Record<string, unknown>;
  return typeof option.value === 'string' && typeof option.label === 'string';
}

/**
 * The salutations the page's loader read for its contact form (`contactSalutations`, contactSalutations.server.ts),
 * or undefined: the form then shows no salutation select. Read from the loader data like the legal links, so the
 * content renderer needs no channel of its own for one block's options.
 */
export function useContactSalutations(): SelectOption[] | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const data: unknown = match.loaderData;
    if (typeof data !== 'object' || data === null || !('contactSalutations' in data)) continue;
    const options = data.contactSalutations;
    if (Array.isArray(options) && options.every(isOption)) return options;
  }
  return undefined;
}
