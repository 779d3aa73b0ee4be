/** Content codings the shop sends, in the order it prefers them when a client accepts several. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send for a request's `Accept-Encoding` among those `available` (in the server's order of
 * preference), or undefined for the identity. A coding with `q=0` is refused; `*` stands for any coding not named.
 */
export function preferredEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | undefined;
  for (const coding of available) {
    const weight = weightOf(coding);
    if (weight > 0 && (best === undefined || weight > weightOf(best))) best = coding;
  }
  return best;
}
