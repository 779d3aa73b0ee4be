import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { FilterLinks } from './FilterLinks';

describe('spec 7.1 SEO filter URLs: links to the filter pages', () => {
  const links = [
    { id: 'a'.repeat(32), label: 'Verdant Lab', href: '/de-de/Hautpflege/verdant-lab/' },
    { id: 'b'.repeat(32), label: 'Alpenkraut', href: '/de-de/Hautpflege/alpenkraut/' },
  ];

  it("each brand is a real link to its filter page's own URL, headed in the page's language; the page shown is current", async () => {
    for (const locale of ['de-de', 'fr-ch'] as const) {
      const { screen } = await renderInShop(<FilterLinks links={links} />, {
        locale,
        path: '/Hautpflege/verdant-lab/',
      });
      const nav = within(screen).getByRole('navigation', { name: textIn(locale, 'listing.brandPages') });
      const [first, second] = within(nav).getAllByRole('link');
      expect(first?.getAttribute('href')).toBe('/de-de/Hautpflege/verdant-lab/');
      expect(first?.getAttribute('aria-current')).toBe(locale === 'de-de' ? 'page' : null);
      expect(second?.getAttribute('aria-current')).toBeNull();
    }
  });

  it('without links nothing is rendered', async () => {
    const { screen } = await renderInShop(<FilterLinks links={[]} />);
    expect(within(screen).queryByRole('navigation')).toBeNull();
  });
});
