import { breadcrumbText } from '@beautyshop/tracking';
import { describe, expect, it } from 'vitest';
import { pageViewOf } from './pageView';

const tile = (id: string) => ({
  id,
  name: `Product ${id}`,
  href: `/de-de/p-${id}/`,
  unitPrice: 10,
  hasRange: false,
});

describe('spec 3 page types and breadcrumbs of the shop pages', () => {
  it('the home page is page type home with the breadcrumb Home', () => {
    const view = pageViewOf('frontend.home.page', { blocks: [] });
    expect(view.type).toBe('home');
    expect(breadcrumbText(view.breadcrumb, { path: '/', type: view.type })).toBe('Home');
  });

  it('a category page reports its breadcrumb and lists its products', () => {
    const view = pageViewOf('all', {
      kind: 'category',
      category: { id: 'c1', name: 'Seren', breadcrumb: ['Pflege', 'Gesicht', 'Seren'] },
      listing: { products: [tile('1'), tile('2'), { broken: true }] },
    });
    expect(view.type).toBe('category');
    expect(breadcrumbText(view.breadcrumb, { path: '/pflege/seren/', type: view.type })).toBe(
      'Pflege > Gesicht > Seren',
    );
    expect(view.list?.name).toBe('Seren');
    expect(view.list?.products.map((p) => p.id)).toEqual(['1', '2']);
  });

  it('the navigation route (category by id) is a category page', () => {
    expect(pageViewOf('frontend.navigation.page', { kind: 'category', category: {}, listing: {} }).type).toBe(
      'category',
    );
  });

  it('a product page reports view_item data, and its own crumb is dropped', () => {
    const view = pageViewOf('frontend.detail.page', {
      kind: 'product',
      product: { ...tile('9'), productNumber: 'SW-9' },
    });
    expect(view.type).toBe('product');
    expect(view.product).toMatchObject({ id: '9', productNumber: 'SW-9' });
    expect(breadcrumbText(view.breadcrumb, { path: '/p-9/', type: view.type })).toBe('');
  });

  it("a product page's breadcrumb is its category path, the product's own crumb dropped (spec 3)", () => {
    const view = pageViewOf('all', {
      kind: 'product',
      product: tile('9'),
      breadcrumb: ['Home', 'Gesicht', 'Cremes', 'Product 9'],
    });
    expect(breadcrumbText(view.breadcrumb, { path: '/p-9/', type: view.type })).toBe(
      'Home > Gesicht > Cremes',
    );
  });

  it('search lists its results; content and landing pages carry their title as the crumb', () => {
    expect(pageViewOf('search', { products: [tile('3')] }).list?.products).toHaveLength(1);
    expect(pageViewOf('all', { kind: 'content', page: { title: 'Sommer' } })).toMatchObject({
      type: 'content',
      breadcrumb: ['Sommer'],
    });
    expect(pageViewOf('all', { kind: 'landingPage', landingPage: { name: 'Sale' } }).type).toBe(
      'landingPage',
    );
  });

  it('a page without loader data (the 404 page) is page type error', () => {
    expect(pageViewOf('all', undefined).type).toBe('error');
  });

  it("spec 7.2: a page's personalisation oscEvents are carried to be sent as events", () => {
    const oscEvent = { type: 'widget', widgetId: 7 };
    expect(
      pageViewOf('all', { kind: 'product', product: tile('9'), oscEvents: [oscEvent] }).oscEvents,
    ).toEqual([oscEvent]);
    expect(pageViewOf('frontend.home.page', {}).oscEvents).toEqual([]);
  });
});
