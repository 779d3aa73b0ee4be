import { translated } from '@beautyshop/catalogue';
import type { Category } from '@beautyshop/store-api-client';
import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';
import { navigationLink } from './navigationLink';

/** Where a navigation entry leads, as plain data the loader can serialise. */
export type NavigationTarget =
  /** A locale-prefixed shop path, followed through the router. */
  | { kind: 'internal'; href: string }
  /** Another host; `newTab` is the entry's `linkNewTab`. */
  | { kind: 'external'; href: string; newTab: boolean }
  /** A folder (spec 3 entry type) groups entries and has no page of its own. */
  | { kind: 'none' };

export interface NavigationNode {
  id: string;
  label: string;
  target: NavigationTarget;
  children: NavigationNode[];
}

function targetOf(entry: Category, locale: Locale): NavigationTarget {
  if (entry.type === 'folder') return { kind: 'none' };
  const link = navigationLink({
    id: entry.id,
    type: entry.type,
    // 'external' is carried by externalLink itself; navigationLink's fallbacks know the other three.
    linkType: entry.linkType === 'external' ? undefined : entry.linkType,
    externalLink: entry.externalLink,
    internalLink: entry.internalLink,
    seoUrls: entry.seoUrls,
  });
  return link.kind === 'internal'
    ? { kind: 'internal', href: localePath(link.path, locale) }
    : { kind: 'external', href: link.href, newTab: entry.linkNewTab === true };
}

/** Shopware's navigation route already filters these; an entry switched off in the admin must never show. */
function isShown(entry: Category): boolean {
  return entry.visible !== false && entry.active !== false;
}

/**
 * A Store API navigation (buildTree: true) as a tree of links for the given locale (spec 2.3 resolution; the
 * navigation links carry a trailing slash). Hidden and inactive entries are dropped together with their subtree.
 */
export function navigationTree(entries: readonly Category[], locale: Locale): NavigationNode[] {
  return entries.filter(isShown).map((entry) => ({
    id: entry.id,
    label: translated(entry, 'name', entry.name),
    target: targetOf(entry, locale),
    children: navigationTree(entry.children, locale),
  }));
}

/** A column of the footer navigation: a heading entry (if any) and its links. */
export interface FooterGroup {
  id: string;
  heading: NavigationNode | undefined;
  links: NavigationNode[];
}

/**
 * The footer shows the first level as headings over their children. First-level entries without children are
 * plain links; consecutive ones share one column without a heading, so a flat footer menu still reads as a list.
 */
export function footerGroups(tree: readonly NavigationNode[]): FooterGroup[] {
  const groups: FooterGroup[] = [];
  for (const node of tree) {
    if (node.children.length > 0) {
      groups.push({ id: node.id, heading: node, links: node.children });
      continue;
    }
    const last = groups[groups.length - 1];
    if (last !== undefined && last.heading === undefined) last.links.push(node);
    else groups.push({ id: node.id, heading: undefined, links: [node] });
  }
  return groups;
}
