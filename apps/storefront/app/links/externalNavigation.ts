/** Refused navigation (spec 2.3): an external URL needs the caller's explicit external option. */
export class ExternalNavigationRefusedError extends Error {
  override readonly name = 'ExternalNavigationRefusedError';
  readonly target: string;
  constructor(target: string) {
    super(`Navigating to the external URL ${target} needs the external option`);
    this.target = target;
  }
}

export type NavigationTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/**
 * Spec 2.3: navigating to an external URL without the external option is refused. Same-origin absolute URLs are
 * internal navigations to their path.
 */
export function navigationTarget(
  to: string,
  origin: string,
  options: { external?: boolean } = {},
): NavigationTarget {
  const url = new URL(to, origin);
  if (url.origin === new URL(origin).origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  if (!options.external) throw new ExternalNavigationRefusedError(url.href);
  return { kind: 'external', href: url.href };
}
