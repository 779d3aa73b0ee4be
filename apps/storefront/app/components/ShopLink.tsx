import type { LinkComponentProps } from '@beautyshop/ui';
import { Link } from 'react-router';
import { type ConnectionHints, prefetchAllowed } from '../links/prefetchPolicy';

function connection(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

const onServer = typeof document === 'undefined';

/** A path on this host, which the router's Link renders as `href` unchanged. */
function isLocalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * Every internal link of the ui components goes through the router and prefetches in view (spec 2.1). The
 * prefetch links only appear after hydration, so the server's choice never causes a mismatch.
 */
export function ShopLink(props: LinkComponentProps) {
  if (onServer && isLocalPath(props.href)) {
    // The markup Link renders for a local path, without its hooks: a page has a hundred links or more, and they
    // were about a tenth of its render time. The browser hydrates the same anchor as a Link. One spread of the
    // props, not a rest and a spread: this runs for every link of every page.
    return <a {...props} data-discover="true" />;
  }
  const { href, ...rest } = props;
  return <Link to={href} prefetch={prefetchAllowed(connection()) ? 'viewport' : 'none'} {...rest} />;
}
