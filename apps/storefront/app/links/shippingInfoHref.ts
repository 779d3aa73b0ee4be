import type { FooterGroup, NavigationNode } from './navigationTree';

/**
 * The address the 'plus shipping' notice links to (issue 19): the footer entry the plugin configuration names as
 * the shipping information page (Shopware's core.basicInformation.shippingPaymentInfoPage), where the footer
 * links it; undefined when the setting or the entry is missing (the notice then shows without a link).
 */
export function shippingInfoHrefOf(
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
