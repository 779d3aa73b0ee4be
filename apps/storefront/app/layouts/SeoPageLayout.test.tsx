import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/renderInShop';
import SeoPageLayout from './SeoPageLayout';

const page = (
  <main>
    <h1>Sitemap</h1>
    <a href="/de-de/Gesicht/">Gesicht</a>
  </main>
);

describe('spec 2.2 seopage layout: a bare page for crawlers (the SEO index)', () => {
  it('shows the page and nothing of the shop frame: no header, navigation or footer', async () => {
    const framed = await renderInShop(<SeoPageLayout />, { path: '/seo-index', outlet: page });
    const alone = await renderInShop(page, { path: '/seo-index' });
    expect(framed.html).toBe(alone.html);
    expect(within(framed.screen).queryByRole('banner')).toBeNull();
    expect(within(framed.screen).queryByRole('contentinfo')).toBeNull();
  });
});
