import { Link, type LinkProps } from '@beautyshop/ui';
import { useTranslate } from '../../locale/useLocale';

/**
 * A link to one of the shop's pages that opens in a new tab, which screen readers are told too: the legal pages
 * named inside forms and the checkout's footer, where leaving the page would lose what the shopper typed.
 */
export function NewTabLink({ children, ...link }: Omit<LinkProps, 'target' | 'rel' | 'external'>) {
  const t = useTranslate();
  return (
    <Link {...link} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('legal.newTab')}</span>
    </Link>
  );
}
