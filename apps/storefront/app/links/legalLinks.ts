import type { FooterGroup, NavigationNode } from './navigationTree';

/**
 * The shop's legal and service pages that forms and notices link to, each the footer entry the plugin
 * configuration names (Shopware's core.basicInformation settings): the shipping page beside every price (issue 19),
 * the privacy page where the shop asks for personal data, the terms the order accepts. A page is missing when its
 * setting or its footer entry is; the text then shows without a link.
 */
export interface LegalLinks {
  shippingInfo?: string | undefined;
  privacy?: string | undefined;
  terms?: string | undefined;
}

/** The plugin configuration's key of each page's category id. */
export const LEGAL_PAGE_SETTINGS = {
  shippingInfo: 'shippingInfoCategoryId',
  privacy: 'privacyCategoryId',
  terms: 'termsCategoryId',
} as const satisfies Record<keyof LegalLinks, string>;

/** The address of the footer entry with this category id, where the footer links a page of the shop. */
export function footerEntryHref(
  groups: readonly FooterGroup[],
  categoryId: string | undefined,
): string | undefined {
  if (categoryId === undefined) return undefined;
  const find = (nodes: readonly NavigationNode[]): NavigationNode | undefined => {
    for (const node of nodes) {
      if (node.id === categoryId) return node;
      const inner = find(node.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const entry = find(groups.flatMap((group) => (group.heading ? [group.heading] : group.links)));
  return entry?.target.kind === 'internal' ? entry.target.href : undefined;
}

/** Each page's address from the configured category ids. */
export function legalLinksOf(
  groups: readonly FooterGroup[],
  categoryIds: Readonly<Partial<Record<keyof LegalLinks, string>>>,
): LegalLinks {
  return {
    shippingInfo: footerEntryHref(groups, categoryIds.shippingInfo),
    privacy: footerEntryHref(groups, categoryIds.privacy),
    terms: footerEntryHref(groups, categoryIds.terms),
  };
}

/** A page the footer links, as a plain link. */
export interface FooterPage {
  id: string;
  label: string;
  href: string;
}

/**
 * Every page of the shop the footer links, in the footer's order, without its headings: the checkout's footer lists
 * them (shipping, returns, contact, imprint, privacy, terms) where the shop footer's columns would lead away.
 */
export function footerPages(groups: readonly FooterGroup[]): FooterPage[] {
  return groups.flatMap((group) =>
    group.links.flatMap((link) =>
      link.target.kind === 'internal' ? [{ id: link.id, label: link.label, href: link.target.href }] : [],
    ),
  );
}
