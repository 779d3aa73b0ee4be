import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../testing/navigationFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { FooterNavigation } from './FooterNavigation';

const [face, magazine, sale] = NAVIGATION;
const groups = [
  { id: 'g1', heading: face, links: face?.children ?? [] },
  { id: 'g2', heading: undefined, links: [magazine, sale].flatMap((node) => (node ? [node] : [])) },
];

describe('the footer navigation', () => {
  it('is a landmark named in the page language, its columns headed by their first-level entry', async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(
        <FooterNavigation groups={groups} label={textIn(locale, 'nav.footer')} />,
        { locale },
      );
      const nav = within(screen).getByRole('navigation', { name: textIn(locale, 'nav.footer') });
      expect(
        within(nav)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Gesicht']);
      expect(within(nav).getAllByRole('list')).toHaveLength(2);
    }
  });

  it('marks the link to the page on screen as the current page', async () => {
    const { screen } = await renderInShop(<FooterNavigation groups={groups} label="Footer" />, {
      path: '/Sale/',
    });
    expect(within(screen).getByRole('link', { name: 'Sale' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen).getByRole('link', { name: 'Gesicht' }).getAttribute('aria-current')).toBeNull();
  });
});
