import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ListingEmptyState } from './ListingEmptyState';

describe('an empty listing', () => {
  it('offers a reset link, with the hint to remove filters, only when filters are applied', async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(
        <ListingEmptyState title={textIn(locale, 'listing.empty')} resetHref={`/${locale}/care/`} />,
        { locale },
      );
      const page = within(screen);
      expect(page.getByText(textIn(locale, 'listing.empty'))).toBeTruthy();
      expect(page.getByText(textIn(locale, 'listing.emptyHint'))).toBeTruthy();
      expect(page.getByRole('link', { name: textIn(locale, 'listing.reset') }).getAttribute('href')).toBe(
        `/${locale}/care/`,
      );
    }
    const { screen } = await renderInShop(<ListingEmptyState title="Nichts da" />);
    expect(within(screen).queryByRole('link')).toBeNull();
    expect(within(screen).queryByText(textIn('de-de', 'listing.emptyHint'))).toBeNull();
  });

  it('shows a given description instead of the hint, and more ways forward beside the reset', async () => {
    const { screen } = await renderInShop(
      <ListingEmptyState title="Keine Treffer" description="Versuche es anders." resetHref="/de-de/x/">
        <a href="/de-de/search?search=serum">serum</a>
      </ListingEmptyState>,
    );
    const page = within(screen);
    expect(page.getByText('Versuche es anders.')).toBeTruthy();
    expect(page.queryByText(textIn('de-de', 'listing.emptyHint'))).toBeNull();
    expect(page.getAllByRole('link').map((link) => link.textContent)).toEqual([
      textIn('de-de', 'listing.reset'),
      'serum',
    ]);
  });
});
