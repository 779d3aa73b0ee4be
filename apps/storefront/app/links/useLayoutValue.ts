import { useMatches } from 'react-router';

/**
 * The value a matched route's loader sent under `key` (a layout's or the page's), the outermost first, when it
 * passes `isValue`; undefined otherwise. Components that only some pages show read such a value here rather than
 * from a React context, so the frame every page loads carries no code for it (the legal links, the contact form's
 * salutations).
 */
export function useLayoutValue<T>(key: string, isValue: (value: unknown) => value is T): T | undefined {
  const matches = useMatches();
  for (const match of matches) {
    const data: unknown = match.loaderData;
    if (typeof data !== 'object' || data === null || !(key in data)) continue;
    const value: unknown = (data as Record<string, unknown>)[key];
    if (isValue(value)) return value;
  }
  return undefined;
}
