import type { Category } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { footerGroups, type NavigationNode, navigationTree } from './navigationTree';

/** A navigation entry as the Store API sends it (buildTree: true), with only what a test names. */
function entry(id: string, fields: Partial<Category> = {}): Category {
  return {
    id,
    name: id,
    breadcrumb: [id],
    childCount: fields.children?.length ?? 0,
    type: 'page',
    translated: { breadcrumb: [id] },
    apiAlias: 'category',
    children: [],
    ...fields,
  };
}

/** Only seoPathInfo matters to the link; the rest is what the Store API sends with it. */
function seoUrls(seoPathInfo: string): Category['seoUrls'] {
  return [
    {
      id: `seo-${seoPathInfo}`,
      languageId: 'de',
      foreignKey: 'c',
      routeName: 'frontend.navigation.page',
      pathInfo: '/navigation/c',
      seoPathInfo,
    },
  ];
}

function node(id: string, href: string | undefined, children: NavigationNode[] = []): NavigationNode {
  return {
    id,
    label: id,
    target: href === undefined ? { kind: 'none' } : { kind: 'internal', href },
    children,
  };
}

describe('main navigation tree (spec 2.3)', () => {
  it('keeps three levels, each entry resolved to its locale-prefixed SEO path with a trailing slash', () => {
    const tree = navigationTree(
      [
        entry('Hautpflege', {
          seoUrls: seoUrls('Hautpflege/'),
          children: [
            entry('Gesicht', {
              seoUrls: seoUrls('Hautpflege/Gesicht'),
              children: [entry('Seren', { seoUrls: seoUrls('Hautpflege/Gesicht/Seren/') })],
            }),
          ],
        }),
      ],
      'fr-ch',
    );
    expect(tree).toEqual([
      node('Hautpflege', '/fr-ch/Hautpflege/', [
        node('Gesicht', '/fr-ch/Hautpflege/Gesicht/', [node('Seren', '/fr-ch/Hautpflege/Gesicht/Seren/')]),
      ]),
    ]);
  });

  it.each<[string, Partial<Category>, NavigationNode['target']]>([
    [
      'a category without SEO URL goes to /navigation/{id}',
      {},
      { kind: 'internal', href: '/de-at/navigation/c1/' },
    ],
    [
      'a product link without SEO URL goes to /detail/{internalLink}',
      { type: 'link', linkType: 'product', internalLink: 'p9' },
      { kind: 'internal', href: '/de-at/detail/p9/' },
    ],
    [
      'a landing page link goes to /landingPage/{internalLink}',
      { type: 'link', linkType: 'landing_page', internalLink: 'l3' },
      { kind: 'internal', href: '/de-at/landingPage/l3/' },
    ],
    [
      'an external link to another host stays as it is and keeps linkNewTab',
      { type: 'link', linkType: 'external', externalLink: 'https://magazine.example.com', linkNewTab: true },
      { kind: 'external', href: 'https://magazine.example.com', newTab: true },
    ],
    [
      'an external link into the shop loses its language prefix and gets the shopper’s',
      { type: 'link', linkType: 'external', externalLink: '/de-de/sale' },
      { kind: 'internal', href: '/de-at/sale/' },
    ],
    [
      'a folder has no page, even when the API lists an SEO URL for it',
      { type: 'folder', seoUrls: seoUrls('Service/') },
      { kind: 'none' },
    ],
  ])('%s', (_title, fields, target) => {
    expect(navigationTree([entry('c1', fields)], 'de-at')[0]?.target).toEqual(target);
  });

  it('labels an entry with its translated name when the API sends one', () => {
    const translatedEntry = entry('c1', { name: 'Skincare' });
    Object.assign(translatedEntry.translated, { name: 'Soins' });
    expect(navigationTree([translatedEntry], 'fr-fr')[0]?.label).toBe('Soins');
    expect(navigationTree([entry('c2', { name: 'Skincare' })], 'fr-fr')[0]?.label).toBe('Skincare');
  });

  it('drops hidden and inactive entries together with their children', () => {
    const tree = navigationTree(
      [
        entry('shown', { children: [entry('hidden-child', { visible: false })] }),
        entry('hidden', { visible: false, children: [entry('under-hidden')] }),
        entry('inactive', { active: false }),
      ],
      'de-de',
    );
    expect(tree.map((item) => item.id)).toEqual(['shown']);
    expect(tree[0]?.children).toEqual([]);
  });

  it('an empty navigation is an empty tree', () => {
    expect(navigationTree([], 'en-gb')).toEqual([]);
  });
});

describe('footer navigation columns', () => {
  it('turns each first-level entry with children into a column headed by it', () => {
    const service = node('Service', undefined, [node('Kontakt', '/de-de/Service/Kontakt/')]);
    const company = node('Unternehmen', undefined, [node('AGB', '/de-de/Unternehmen/AGB/')]);
    expect(footerGroups([service, company])).toEqual([
      { id: 'Service', heading: service, links: service.children },
      { id: 'Unternehmen', heading: company, links: company.children },
    ]);
  });

  it('gathers consecutive first-level links without children into one column without heading', () => {
    const imprint = node('Impressum', '/de-de/Impressum/');
    const privacy = node('Datenschutz', '/de-de/Datenschutz/');
    const service = node('Service', undefined, [node('Kontakt', '/de-de/Kontakt/')]);
    const terms = node('AGB', '/de-de/AGB/');
    expect(footerGroups([imprint, privacy, service, terms])).toEqual([
      { id: 'Impressum', heading: undefined, links: [imprint, privacy] },
      { id: 'Service', heading: service, links: service.children },
      { id: 'AGB', heading: undefined, links: [terms] },
    ]);
  });
});
