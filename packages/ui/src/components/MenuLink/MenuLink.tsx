import type { MouseEvent } from 'react';
import { type LinkComponent, useLinkComponent } from '../Link/LinkProvider';
import type { MenuNode } from '../MobileMenu/MobileMenu';

/** A menu entry to render as a link (or as text, for a folder). */
export interface MenuLinkProps {
  /** The entry: its label and where it leads. */
  node: Pick<MenuNode, 'label' | 'target'>;
  /** The page's path: the link to it is marked as the current page. */
  currentPath: string;
  /** The anchor's (or the folder text's) class. */
  className?: string | undefined;
  /** Runs on a click of the link, e.g. to close the menu that holds it. */
  onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** The app's router link for a shop path; the `LinkProvider`'s when not given. */
  linkAs?: LinkComponent | undefined;
}

/**
 * A menu entry's label (category bar, mobile menu, footer columns): a shop path through the app's router link,
 * another host's page (in a new tab, without an opener, when the entry asks for it), or plain text for a folder,
 * which has no page of its own.
 */
export function MenuLink({ node, currentPath, className, onClick, linkAs }: MenuLinkProps) {
  const provided = useLinkComponent();
  const Link = linkAs ?? provided;
  const { target } = node;
  if (target.kind === 'internal') {
    return (
      <Link
        href={target.href}
        className={className}
        aria-current={currentPath === target.href ? 'page' : undefined}
        onClick={onClick}
      >
        {node.label}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        className={className}
        onClick={onClick}
        {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {node.label}
      </a>
    );
  }
  return <span className={className}>{node.label}</span>;
}
