import { describe, expect, it } from 'vitest';
import { footerEntryHref, footerPages, legalLinksOf } from './legalLinks';
import type { FooterGroup, NavigationNode } from './navigationTree';

const entry = (id: string, label: string, href: string): NavigationNode => ({
  id,
  label,
  target: { kind: 'internal', href },
  children: [],
});
const shipping = entry('ship', 'Versand & Lieferung', '/de-de/service/versand-lieferung/');
const privacy = entry('privacy', 'Datenschutz', '/de-de/unternehmen/datenschutz/');
const terms = entry('terms', 'AGB', '/de-de/unternehmen/agb/');
const groups: FooterGroup[] = [
  {
    id: 'service',
    heading: { id: 'service', label: 'Service', target: { kind: 'none' }, children: [shipping] },
    links: [shipping],
  },
  {
    id: 'company',
    heading: { id: 'company', label: 'Unternehmen', target: { kind: 'none' }, children: [privacy, terms] },
    links: [privacy, terms],
  },
];

describe('the legal pages link where the footer links them (the plugin configuration names their categories)', () => {
  it("links the shipping page the tax and shipping notice names (issue 19: 'inkl. MwSt., zzgl. Versand')", () => {
    expect(footerEntryHref(groups, 'ship')).toBe('/de-de/service/versand-lieferung/');
  });

  it('has no link without the setting or without such an entry', () => {
    expect(footerEntryHref(groups, undefined)).toBeUndefined();
    expect(footerEntryHref(groups, 'other')).toBeUndefined();
  });

  it('finds the privacy and terms pages for the forms that ask for them', () => {
    expect(legalLinksOf(groups, { shippingInfo: 'ship', privacy: 'privacy', terms: 'terms' })).toEqual({
      shippingInfo: '/de-de/service/versand-lieferung/',
      privacy: '/de-de/unternehmen/datenschutz/',
      terms: '/de-de/unternehmen/agb/',
    });
    expect(legalLinksOf(groups, { privacy: 'privacy' })).toEqual({
      shippingInfo: undefined,
      privacy: '/de-de/unternehmen/datenschutz/',
      terms: undefined,
    });
  });

  it('links no entry that leaves the shop', () => {
    const external: FooterGroup[] = [
      {
        id: 'x',
        heading: undefined,
        links: [
          {
            id: 'privacy',
            label: 'Datenschutz',
            target: { kind: 'external', href: 'https://example.org/', newTab: false },
            children: [],
          },
        ],
      },
    ];
    expect(footerEntryHref(external, 'privacy')).toBeUndefined();
  });
});

describe("the checkout's footer", () => {
  it("lists every page the footer links, in the footer's order, without the columns' headings", () => {
    expect(footerPages(groups).map((page) => [page.label, page.href])).toEqual([
      ['Versand & Lieferung', '/de-de/service/versand-lieferung/'],
      ['Datenschutz', '/de-de/unternehmen/datenschutz/'],
      ['AGB', '/de-de/unternehmen/agb/'],
    ]);
  });

  it('leaves out entries that lead out of the shop or nowhere', () => {
    const mixed: FooterGroup[] = [
      {
        id: 'x',
        heading: undefined,
        links: [
          {
            id: 'blog',
            label: 'Magazin',
            target: { kind: 'external', href: 'https://magazin.example/', newTab: true },
            children: [],
          },
          { id: 'folder', label: 'Mehr', target: { kind: 'none' }, children: [] },
          terms,
        ],
      },
    ];
    expect(footerPages(mixed).map((page) => page.id)).toEqual(['terms']);
  });
});
