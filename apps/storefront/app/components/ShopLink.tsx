import type { LinkComponentProps } from '@beautyshop/ui';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { loadPrefetchedPages } from '../links/PrefetchedPagesOnDemand';

const onServer = typeof document === 'undefined';

/** A path on this host, which the router's Link renders as `href` unchanged. */
function isLocalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * In the browser: the router's Link, its page prefetched once the link has been seen (spec 2.1), through the
 * document's one viewport registry (PrefetchedPages.tsx, loaded on demand) rather than an observer per link. The
 * anchor is watched from an effect: the Link merges refs into a new callback on every render, so a ref callback
 * would stop and start watching (and drop a prefetch) on each.
 */
function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  const anchor = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    const element = anchor.current;
    if (!element || !isLocalPath(href)) return undefined;
    const watching = loadPrefetchedPages().then(
      ({ prefetchInView }) => prefetchInView(element, href),
      () => undefined,
    );
    return () => void watching.then((forget) => forget?.());
  }, [href]);
  const anchorRef = useCallback(
    (element: HTMLAnchorElement | null) => {
      anchor.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return <Link to={href} prefetch="none" ref={anchorRef} {...rest} />;
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
  return <RouterLink {...props} />;
}
