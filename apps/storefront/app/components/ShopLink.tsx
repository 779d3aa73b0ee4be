import type { LinkComponentProps } from '@beautyshop/ui';
import { Link } from 'react-router';
import { type ConnectionHints, prefetchAllowed } from '../links/prefetchPolicy';

function connection(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/**
 * Every internal link of the ui components goes through the router and prefetches in view (spec 2.1). The
 * prefetch links only appear after hydration, so the server's choice never causes a mismatch.
 */
export function ShopLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} prefetch={prefetchAllowed(connection()) ? 'viewport' : 'none'} {...rest} />;
}
