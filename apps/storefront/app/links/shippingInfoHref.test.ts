import { describe, expect, it } from 'vitest';
import type { FooterGroup, NavigationNode } from './navigationTree';
import { shippingInfoHrefOf } from './shippingInfoHref';

const shipping: NavigationNode = {
  id: 'ship',
  label: 'Versand & Lieferung',
  target: { kind: 'internal', href: '/de-de/service/versand-lieferung/' },
  children: [],
};
const groups: FooterGroup[] = [
  {
    id: 'service',
    heading: { id: 'service', label: 'Service', target: { kind: 'none' }, children: [shipping] },
    links: [shipping],
  },
];

describe("the tax and shipping notice links the shipping page (issue 19: 'inkl. MwSt., zzgl. Versand')", () => {
  it('links the footer entry the plugin configuration names', () => {
    expect(shippingInfoHrefOf(groups, 'ship')).toBe('/de-de/service/versand-lieferung/');
  });

  it('has no link without the setting or without such an entry', () => {
    expect(shippingInfoHrefOf(groups, undefined)).toBeUndefined();
    expect(shippingInfoHrefOf(groups, 'other')).toBeUndefined();
  });
});
