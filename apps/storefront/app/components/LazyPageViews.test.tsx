import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/renderInShop';
import { LazyContentPageView, LazyLandingPageView } from './LazyPageViews';

const assets = { scripts: ['/assets/view.js'], styles: ['/assets/view.css'] };

describe('views that load only for their pages', () => {
  it('render in full on the server, after the links to their chunk and stylesheet', async () => {
    const { screen } = await renderInShop(
      <LazyLandingPageView
        assets={assets}
        landingPage={{ name: 'Black Week', metaDescription: '' }}
        blocks={[]}
        products={[]}
      />,
    );
    expect(within(screen).getByRole('heading', { level: 1 }).textContent).toBe('Black Week');
    const stylesheet = screen.querySelector('link[rel="stylesheet"]');
    expect(stylesheet?.getAttribute('href')).toBe('/assets/view.css');
    expect(stylesheet?.compareDocumentPosition(screen.querySelector('main') as Node) ?? 0).toBe(
      4 /* DOCUMENT_POSITION_FOLLOWING */,
    );
  });

  it('pass their props through to the view', async () => {
    const { screen } = await renderInShop(
      <LazyContentPageView
        assets={{ scripts: [], styles: [] }}
        products={[]}
        page={{
          id: 'c',
          kind: 'page',
          title: 'Impressum',
          headline: undefined,
          description: undefined,
          author: undefined,
          media: undefined,
          blocksAbove: [],
          blocks: [],
        }}
      />,
    );
    expect(within(screen).getByRole('heading', { level: 1 }).textContent).toBe('Impressum');
  });
});
