import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavigationNode } from '../../links/navigationTree';
import { ShopLink } from '../ShopLink';

export interface NavigationNodeLinkProps {
  node: NavigationNode;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A navigation entry's label: a router link, a link to another host, or plain text for a folder. */
export function NavigationNodeLink({ node, className, onClick }: NavigationNodeLinkProps) {
  const { pathname } = useLocation();
  const { target } = node;
  if (target.kind === 'internal') {
    return (
      <ShopLink
        href={target.href}
        className={className}
        aria-current={pathname === target.href ? 'page' : undefined}
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
