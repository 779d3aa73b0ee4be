import type { VariantGroup } from '@beautyshop/catalogue';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { VariantOptions } from './VariantOptions';

const groups: VariantGroup[] = [
  {
    id: 'size',
    name: 'Größe',
    options: [
      {
        id: 's30',
        name: '30 ml',
        colorHexCode: undefined,
        href: '/de-de/serum-30/',
        selected: true,
        available: true,
      },
      {
        id: 's50',
        name: '50 ml',
        colorHexCode: undefined,
        href: '/de-de/serum-50/',
        selected: false,
        available: false,
      },
    ],
  },
];

describe('the variant options of a product family', () => {
  it("link each option to its variant's page, marking the chosen one in the page's language", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<VariantOptions groups={groups} />, { locale });
      const links = within(screen).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/de-de/serum-30/',
        '/de-de/serum-50/',
      ]);
      expect(screen.textContent).toContain(textIn(locale, 'product.optionChosen', { name: '30 ml' }));
    }
  });

  it('name a sold-out option as such', async () => {
    const { screen } = await renderInShop(<VariantOptions groups={groups} />, { locale: 'fr-fr' });
    const soldOut = within(screen).getByRole('link', {
      name: new RegExp(`50 ml.*${textIn('fr-fr', 'product.optionSoldOut')}`),
    });
    expect(soldOut.getAttribute('href')).toBe('/de-de/serum-50/');
  });
});
