import { describe, expect, it } from 'vitest';
import { categoryLinkTarget, type LinkCategory } from './categoryLinkTarget';

const APP = 'https://shop.example';
const id = 'a'.repeat(32);
const target = 'b'.repeat(32);
const link = (fields: Partial<LinkCategory>): LinkCategory => ({ id, type: 'link', ...fields });

describe('a category of type link redirects to its target', () => {
  it.each([
    ['category', `/navigation/${target}/`],
    ['product', `/detail/${target}`],
    ['landing_page', `/landingPage/${target}`],
  ] as const)('an internal link to a %s leads to %s', (linkType, path) => {
    expect(categoryLinkTarget(link({ linkType, internalLink: target }), APP)).toBe(path);
  });

  it('an external link on the same origin leads to its path, query kept', () => {
    expect(categoryLinkTarget(link({ linkType: 'external', externalLink: '/de-de/sale?x=1' }), APP)).toBe(
      '/de-de/sale?x=1',
    );
    expect(
      categoryLinkTarget(
        link({ linkType: 'external', externalLink: 'https://shop.example/fr-fr/offres' }),
        APP,
      ),
    ).toBe('/fr-fr/offres');
  });

  it('never redirects off-site: another host, a protocol-relative or backslash URL lead nowhere', () => {
    for (const externalLink of [
      'https://other.example/',
      '//other.example/x',
      '/\\other.example',
      'javascript:alert(1)',
    ])
      expect(categoryLinkTarget(link({ linkType: 'external', externalLink }), APP)).toBeUndefined();
  });

  it('leads nowhere without a target, to itself, or for a page or folder category', () => {
    expect(categoryLinkTarget(link({ linkType: 'product' }), APP)).toBeUndefined();
    expect(categoryLinkTarget(link({ linkType: 'category', internalLink: id }), APP)).toBeUndefined();
    expect(
      categoryLinkTarget({ id, type: 'page', linkType: 'product', internalLink: target }, APP),
    ).toBeUndefined();
    expect(categoryLinkTarget({ id, type: 'folder' }, APP)).toBeUndefined();
  });
});
