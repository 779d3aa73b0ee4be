import type { VariantGroup } from '@beautyshop/catalogue';
import { type LinkComponentProps, VariantOptions as VariantOptionGroups } from '@beautyshop/ui';
import { Link } from 'react-router';
import { prefetchAllowedHere } from '../../links/prefetchPolicy';
import { useTranslate } from '../../locale/useLocale';

/** Spec 2.1: no prefetching on 2g or data-saver connections; prefetch links only appear after hydration. */
function prefetchMode(): 'intent' | 'none' {
  return prefetchAllowedHere() ? 'intent' : 'none';
}

/**
 * Switching a variant keeps the page's scroll position (the shopper stays at the options) and prefetches on
 * intent, not on sight: a family's every variant page is too much to fetch.
 */
function VariantLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} preventScrollReset prefetch={prefetchMode()} {...rest} />;
}

/** The ui's variant options in the page's language, each a router link to its variant's URL. */
export function VariantOptions({ groups }: { groups: readonly VariantGroup[] }) {
  const t = useTranslate();
  return (
    <VariantOptionGroups
      groups={groups}
      labels={{ chosen: t('product.optionChosen'), soldOut: t('product.optionSoldOut') }}
      linkAs={VariantLink}
    />
  );
}
