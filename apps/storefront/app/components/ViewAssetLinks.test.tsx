import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NonceProvider } from '../nonce';
import { parseMarkup } from '../testing/renderInShop';
import { ViewAssetLinks } from './ViewAssetLinks';

const assets = { scripts: ['/assets/CategoryView-1.js'], styles: ['/assets/CategoryView-2.css'] };

describe("a lazy view's assets", () => {
  it('preload its chunks with the response nonce and link its stylesheets in the page, in order', () => {
    const screen = parseMarkup(
      renderToString(
        <NonceProvider nonce="n0nce">
          <ViewAssetLinks assets={assets} />
        </NonceProvider>,
      ),
    );
    const preload = screen.querySelector('link[rel="modulepreload"]');
    expect(preload?.getAttribute('href')).toBe('/assets/CategoryView-1.js');
    expect(preload?.getAttribute('nonce')).toBe('n0nce');
    const stylesheet = screen.querySelector('link[rel="stylesheet"]');
    expect(stylesheet?.getAttribute('href')).toBe('/assets/CategoryView-2.css');
  });

  it('name nothing for a view without assets (the development server)', () => {
    expect(renderToString(<ViewAssetLinks assets={{ scripts: [], styles: [] }} />)).toBe('');
  });
});
