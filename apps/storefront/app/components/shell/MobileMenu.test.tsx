import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../testing/navigationFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { MobileMenu } from './MobileMenu';

describe('the mobile menu', () => {
  it("shows the category tree as a navigation named in the page's language, marking the current page", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<MobileMenu tree={NAVIGATION} onClose={() => {}} />, {
        locale,
        path: '/Sale/',
      });
      // The drawer is a <dialog> the browser opens with showModal(); its markup is all a server render shows.
      const hidden = true;
      const nav = within(screen).getByRole('navigation', { name: textIn(locale, 'nav.main'), hidden });
      expect(within(nav).getByRole('link', { name: 'Sale', hidden }).getAttribute('aria-current')).toBe(
        locale === 'de-de' ? 'page' : null,
      );
      expect(
        within(nav).getByRole('button', {
          name: textIn(locale, 'nav.subcategories', { category: 'Gesicht' }),
          hidden,
        }),
      ).toBeTruthy();
      expect(within(screen).getByRole('dialog', { hidden }).textContent).toContain(
        textIn(locale, 'nav.menu'),
      );
    }
  });
});
