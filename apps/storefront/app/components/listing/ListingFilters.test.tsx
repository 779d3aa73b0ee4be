import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { FACETS, NO_FILTERS } from '../../testing/listingFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ListingFilters } from './ListingFilters';

const props = {
  formKey: '',
  action: '/de-de/pflege/',
  facets: FACETS,
  params: NO_FILTERS,
  sorting: undefined,
  sortings: [{ key: 'name-asc', label: 'Name A-Z' }],
};

describe('spec 2.4 the listing filters (mobile filter modal)', () => {
  it('are sent as a disclosure that works without JavaScript, holding the one filter form', async () => {
    const { screen } = await renderInShop(<ListingFilters {...props} activeFilters={0} />);
    const details = screen.querySelector('details');
    expect(details?.hasAttribute('open')).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe(textIn('de-de', 'listing.filters'));
    expect(within(screen).getAllByRole('form')).toHaveLength(1);
  });

  it('count the filters the URL applies on their toggle, in the page language', async () => {
    const { screen } = await renderInShop(<ListingFilters {...props} activeFilters={3} />, {
      locale: 'fr-fr',
    });
    expect(screen.querySelector('summary')?.textContent).toBe(
      textIn('fr-fr', 'listing.filtersWithCount', { count: 3 }),
    );
  });
});
