import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { cmsAsset, mediaTextBlock } from '../testing/cmsFixtures';
import { renderInShop } from '../testing/renderInShop';
import type { ContentPageData } from '../views/contentViews';
import { ContentPageView } from './ContentPageView';

const article: ContentPageData = {
  id: 'mag-1',
  kind: 'magazine',
  title: 'Sonnenschutz',
  headline: 'Sonnenschutz im Winter',
  description: 'Warum LSF auch im Schnee zählt.',
  author: { name: 'Mira Kunz', position: 'Dermatologin', image: cmsAsset('mira') },
  media: { desktop: cmsAsset('snow'), mobile: undefined, alt: 'Schneelandschaft' },
  blocksAbove: [],
  blocks: [mediaTextBlock('b1', 'Die drei Regeln')],
};

describe('a content page at /{all...}', () => {
  it("shows a magazine article's headline, description, author with position and its header image", async () => {
    const { screen } = await renderInShop(<ContentPageView page={article} products={[]} />);
    const page = within(screen);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Sonnenschutz im Winter');
    expect(page.getByText('Warum LSF auch im Schnee zählt.')).toBeTruthy();
    expect(page.getByText('Mira Kunz, Dermatologin')).toBeTruthy();
    expect(page.getByRole('img', { name: 'Schneelandschaft' })).toBeTruthy();
  });

  it('narrows the blocks of a magazine page to the column (spec 2.6), not those of a plain page', async () => {
    const magazine = await renderInShop(<ContentPageView page={article} products={[]} />);
    expect(magazine.screen.querySelector('.bs-cms-magazine-column')?.textContent).toContain(
      'Die drei Regeln',
    );
    const plain = await renderInShop(<ContentPageView page={{ ...article, kind: 'page' }} products={[]} />);
    expect(within(plain.screen).getByRole('heading', { name: 'Die drei Regeln' })).toBeTruthy();
    expect(plain.screen.querySelector('.bs-cms-magazine-column')).toBeNull();
  });

  it('falls back to the title without a headline, and puts blocks above the header before it', async () => {
    const page: ContentPageData = {
      ...article,
      kind: 'page',
      headline: undefined,
      author: undefined,
      media: undefined,
      description: undefined,
      blocksAbove: [mediaTextBlock('top', 'Ganz oben')],
    };
    const { screen } = await renderInShop(<ContentPageView page={page} products={[]} />);
    const headings = within(screen)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings.indexOf('Ganz oben')).toBeLessThan(headings.indexOf('Sonnenschutz'));
    expect(within(screen).queryByRole('img', { name: 'Schneelandschaft' })).toBeNull();
  });
});
