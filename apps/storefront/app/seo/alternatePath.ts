/**
 * SEO paths differ per language, so a page that has one names a path that exists in every locale (by id,
 * `alternatePath` in its loader data); that route redirects to the SEO path in the chosen language. The deepest
 * route that names one wins.
 */
export function alternatePathOf(matches: readonly { data: unknown }[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'alternatePath' in data &&
      typeof data.alternatePath === 'string'
    ) {
      return data.alternatePath;
    }
  }
  return undefined;
}
