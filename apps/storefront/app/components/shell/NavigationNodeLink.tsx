import type { MouseEvent } from 'react';
import type { NavigationNode } from '../../links/navigationTree';
import { ShopLink } from '../ShopLink';

export interface NavigationNodeLinkProps {
  node: NavigationNode;
  /** The page's path: the link to it is marked as the current page. */
  currentPath: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A navigation entry's label: a router link, a link to another host, or plain text for a folder. No hooks: the
 * category bar renders its links outside the router too (see serverFragments).
 */
export function NavigationNodeLink({ node, currentPath, className, onClick }: NavigationNodeLinkProps) {
  const { target } = node;
  if (target.kind === 'internal') {
    return (
      <ShopLink
        href={target.href}
        className={className}
        aria-current={currentPath === target.href ? 'page' : undefined}
        onClick={onClick}
      >
        {node.label}
      </ShopLink>
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
