import { productLink } from '@beautyshop/catalogue';
import { describe, expect, it } from 'vitest';
import {
  type NavigationEntry,
  navigationLink,
  type ResolvedLink,
  stripLanguagePrefix,
  withTrailingSlash,
} from './navigationLink';
import { normalizeTrailingSlash, trailingSlashRedirect } from './trailingSlash';

describe('spec 2.3 link and navigation resolution', () => {
  it('a product link goes to its SEO path (seoUrls seoPathInfo)', () => {
    expect(productLink({ id: 'p1', seoUrls: [{ seoPathInfo: 'serum/hydra-boost/' }] })).toBe(
      '/serum/hydra-boost/',
    );
  });

  it.each([[{ id: 'p1' }], [{ id: 'p1', seoUrls: [] }], [{ id: 'p1', seoUrls: null }]])(
    'a product link goes to /detail/{id} if it has no SEO path (%o)',
    (product) => {
      expect(productLink(product)).toBe('/detail/p1');
    },
  );

  it.each<[NavigationEntry, ResolvedLink]>([
    [
      { id: 'n1', externalLink: 'https://magazine.example.com/x' },
      { kind: 'external', href: 'https://magazine.example.com/x' },
    ],
    [
      { id: 'n1', externalLink: '/de-de/sale', seoUrls: [{ seoPathInfo: 'x/' }] },
      { kind: 'internal', path: '/sale/' },
    ],
    [
      { id: 'n1', seoUrls: [{ seoPathInfo: 'gesicht/cremes' }] },
      { kind: 'internal', path: '/gesicht/cremes/' },
    ],
    [
      { id: 'n1', linkType: 'category' },
      { kind: 'internal', path: '/navigation/n1/' },
    ],
    [{ id: 'n1' }, { kind: 'internal', path: '/navigation/n1/' }],
    [
      { id: 'n1', linkType: 'product', internalLink: 'p9' },
      { kind: 'internal', path: '/detail/p9/' },
    ],
    [
      { id: 'n1', linkType: 'landing_page', internalLink: 'l3' },
      { kind: 'internal', path: '/landingPage/l3/' },
    ],
  ])(
    'navigation entry %o resolves to external link, SEO path or by link type, with trailing slash',
    (entry, expected) => {
      expect(navigationLink(entry)).toEqual(expected);
    },
  );

  it('strips a leading language prefix from root-relative links into the shop', () => {
    expect(stripLanguagePrefix('/fr-ch/soins')).toBe('/soins');
    expect(stripLanguagePrefix('/fr-ch')).toBe('/');
    expect(stripLanguagePrefix('/soins')).toBe('/soins');
  });

  it('navigation links get a trailing slash before the query', () => {
    expect(withTrailingSlash('/a?b=1')).toBe('/a/?b=1');
    expect(withTrailingSlash('/a/')).toBe('/a/');
  });
});

describe('spec 2.1 trailing slashes are normalised per site setting', () => {
  it.each([
    ['/skincare', 'append', '/skincare/'],
    ['/skincare/', 'append', '/skincare/'],
    ['/skincare/', 'remove', '/skincare'],
    ['/skincare//', 'remove', '/skincare'],
    ['/', 'remove', '/'],
    ['/builds/latest.json', 'append', '/builds/latest.json'],
  ] as const)('%s with setting %s is %s', (path, setting, expected) => {
    expect(normalizeTrailingSlash(path, setting)).toBe(expected);
  });

  it('redirects to the normal form and keeps the query', () => {
    expect(trailingSlashRedirect(new URL('http://shop.test/a?x=1'), 'append')).toEqual({
      kind: 'redirect',
      location: '/a/?x=1',
    });
    expect(trailingSlashRedirect(new URL('http://shop.test/a/'), 'append')).toEqual({ kind: 'keep' });
  });
});
