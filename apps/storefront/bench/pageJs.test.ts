import { describe, expect, it } from 'vitest';
import { deferPageModules } from '../app/server/deferPageModules.ts';
import { type ClientManifest, firstLoadModules, modulePreloadsOf } from './pageJs.ts';

const manifest: ClientManifest = {
  url: '/assets/manifest.js',
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/ui.js'] },
    layout: { id: 'layout', parentId: 'root', module: '/assets/layout.js', imports: [] },
    product: { id: 'product', parentId: 'layout', module: '/assets/product.js', imports: ['/assets/ui.js'] },
  },
};

describe('first-load JS of a route', () => {
  it('is the client entry alone for the framework floor', () => {
    expect(firstLoadModules(manifest, undefined)).toEqual(['/assets/entry.js', '/assets/react.js']);
  });

  it('adds the route manifest and every route from the root down with its static imports, each module once', () => {
    expect(firstLoadModules(manifest, 'product')).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/manifest.js',
      '/assets/root.js',
      '/assets/ui.js',
      '/assets/layout.js',
      '/assets/product.js',
    ]);
  });

  it('refuses a route the build does not have', () => {
    expect(() => firstLoadModules(manifest, 'checkout')).toThrow('route checkout is not in the manifest');
  });
});

describe('modules a document preloads', () => {
  it("names every modulepreload link once, whatever its attributes' order, and nothing else", () => {
    const html = [
      '<link rel="stylesheet" href="/assets/root.css"/>',
      '<link rel="modulepreload" href="/assets/CategoryView.js" nonce="abc"/>',
      '<link nonce="abc" href="/assets/entry.js" rel="modulepreload">',
      '<link rel="modulepreload" href="/assets/CategoryView.js"/>',
      '<link rel="preload" as="image" href="/media/1.svg"/>',
    ].join('');
    expect(modulePreloadsOf(html)).toEqual(['/assets/CategoryView.js', '/assets/entry.js']);
  });

  it('names the modules a document preloads only once its largest image is painted', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/entry.js"/></head><body>' +
      '<script type="module">import("/assets/entry.js"); window.__reactRouterRouteModules = {};</script></body>';
    expect(modulePreloadsOf(deferPageModules(Buffer.from(html)).toString('utf8'))).toEqual([
      '/assets/entry.js',
    ]);
  });
});
