import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { FrequentSearchTerms } from './FrequentSearchTerms';

describe('spec 1 and 2.4 frequently searched terms', () => {
  it("are a section headed in the page's language, each term a link to its results in the locale", async () => {
    for (const locale of ['de-ch', 'fr-ch'] as const) {
      const { screen } = await renderInShop(<FrequentSearchTerms terms={['serum', 'crème de jour']} />, {
        locale,
      });
      const section = within(screen).getByRole('region', { name: textIn(locale, 'search.frequentTerms') });
      const links = within(section).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        `/${locale}/search?search=serum`,
        `/${locale}/search?search=cr%C3%A8me+de+jour`,
      ]);
    }
  });

  it('render nothing without terms', async () => {
    const { html } = await renderInShop(<FrequentSearchTerms terms={[]} />);
    expect(html).toBe('');
  });
});
