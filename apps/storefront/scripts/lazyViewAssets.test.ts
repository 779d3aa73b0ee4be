import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyViewAssetsFrom } from './lazyViewAssets.ts';

// The shape of a client build: two routes share a module that lazily imports the category view; the view shares
// the ui chunk with the root route and has a listing chunk and stylesheets of its own.
const manifest: Manifest = {
  'app/root.tsx?route': {
    file: 'assets/root.js',
    isEntry: true,
    imports: ['_ui.js'],
    css: ['assets/root.css'],
  },
  'app/routes/page.tsx?route': {
    file: 'assets/page.js',
    isEntry: true,
    imports: ['_LazyPageViews.js', '_ProductView.js'],
    css: ['assets/ProductView.css'],
  },
  'app/routes/navigation.tsx?route': {
    file: 'assets/navigation.js',
    isEntry: true,
    imports: ['_LazyPageViews.js'],
  },
  '_LazyPageViews.js': {
    file: 'assets/LazyPageViews.js',
    dynamicImports: ['app/components/CategoryView.tsx'],
  },
  '_ProductView.js': { file: 'assets/ProductView.js', imports: ['_ui.js', '_tile.js'] },
  '_ui.js': { file: 'assets/ui.js', css: ['assets/ui.css'] },
  '_tile.js': { file: 'assets/tile.js', css: ['assets/tile.css'] },
  '_listing.js': { file: 'assets/listing.js', imports: ['_ui.js', '_tile.js'], css: ['assets/listing.css'] },
  'app/components/CategoryView.tsx': {
    file: 'assets/CategoryView.js',
    src: 'app/components/CategoryView.tsx',
    isDynamicEntry: true,
    imports: ['_ui.js', '_listing.js'],
    css: ['assets/CategoryView.css'],
  },
};

const options = { base: '/', roots: ['app/root.tsx'] };

describe('the assets a page names for a lazy view', () => {
  it('are the chunks and stylesheets the view adds to the root route and every route importing it', () => {
    // The ui chunk comes with the root route. The tile chunk comes with the product page route but not with the
    // navigation route: it is named.
    expect(lazyViewAssetsFrom(manifest, 'app/components/CategoryView.tsx', options)).toEqual({
      scripts: ['/assets/CategoryView.js', '/assets/listing.js', '/assets/tile.js'],
      styles: ['/assets/CategoryView.css', '/assets/listing.css', '/assets/tile.css'],
    });
  });

  it('leave out what a layout every such page renders in already brings (the frame of a framed page)', () => {
    const manifestWithFrame: Manifest = {
      ...manifest,
      'app/layouts/Frame.tsx?route': { file: 'assets/Frame.js', isEntry: true, imports: ['_tile.js'] },
    };
    expect(
      lazyViewAssetsFrom(manifestWithFrame, 'app/components/CategoryView.tsx', {
        ...options,
        roots: ['app/root.tsx', 'app/layouts/Frame.tsx'],
      }),
    ).toEqual({
      scripts: ['/assets/CategoryView.js', '/assets/listing.js'],
      styles: ['/assets/CategoryView.css', '/assets/listing.css'],
    });
  });

  it('carry the public base path', () => {
    const assets = lazyViewAssetsFrom(manifest, 'app/components/CategoryView.tsx', {
      ...options,
      base: '/shop/',
    });
    expect(assets.scripts[0]).toBe('/shop/assets/CategoryView.js');
  });

  it('fail the build for a view that is not a lazily loaded chunk (renamed, or imported statically somewhere)', () => {
    expect(() => lazyViewAssetsFrom(manifest, 'app/components/ProductView.tsx', options)).toThrow(
      'app/components/ProductView.tsx is not a lazily imported chunk of the client build',
    );
  });
});
