import { within } from '@testing-library/dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../testing/navigationFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { type ServerFragments, ServerFragmentsProvider } from '../serverFragments';
import { CATEGORY_NAVIGATION_ID, CategoryNavigation } from './CategoryNavigation';

describe('the desktop category navigation (spec 2.4 category flyouts)', () => {
  it("is the main navigation landmark, named in the page's language, that the mobile menu's fallback links to", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CategoryNavigation tree={NAVIGATION} />, { locale });
      const nav = within(screen).getByRole('navigation', { name: textIn(locale, 'nav.main') });
      expect(nav.id).toBe(CATEGORY_NAVIGATION_ID);
    }
  });

  it('sends every level as links that work without JavaScript, and no toggle button before hydration', async () => {
    const { screen } = await renderInShop(<CategoryNavigation tree={NAVIGATION} />);
    const nav = within(screen).getByRole('navigation');
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/de-de/Gesicht/',
      '/de-de/Gesicht/Reinigung/',
      '/de-de/Gesicht/Reinigung/Schaum/',
      '/de-de/Lumiere/',
      'https://magazin.example/',
      '/de-de/Sale/',
    ]);
    expect(within(nav).queryByRole('button')).toBeNull();
    expect(within(nav).getByText('Marken').tagName).toBe('SPAN');
  });

  it('marks the link to the page on screen, at any level', async () => {
    const { screen } = await renderInShop(<CategoryNavigation tree={NAVIGATION} />, {
      path: '/Gesicht/Reinigung/Schaum/',
    });
    const current = screen.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual(['Schaum']);
  });

  it('renders the same markup from the server fragment cache, once per tree and current link', async () => {
    const asked: string[] = [];
    const fragments: ServerFragments = {
      html(_owner, variant, render) {
        asked.push(variant);
        return renderToString(render());
      },
    };
    const plain = await renderInShop(<CategoryNavigation tree={NAVIGATION} />, { path: '/Sale/' });
    const cached = await renderInShop(
      <ServerFragmentsProvider value={fragments}>
        <CategoryNavigation tree={NAVIGATION} />
      </ServerFragmentsProvider>,
      { path: '/Sale/' },
    );
    expect(asked).toEqual(['/de-de/Sale/']);
    expect(cached.screen.innerHTML).toBe(plain.screen.innerHTML);
  });
});
