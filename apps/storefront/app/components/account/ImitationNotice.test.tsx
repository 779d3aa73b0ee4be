import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ImitationNotice } from './ImitationNotice';

describe('the banner while a staff member acts as a customer', () => {
  it("names the customer in the page's language, as a labelled region", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<ImitationNotice name="Erika Muster" />, { locale });
      const message = textIn(locale, 'account.imitate.banner', { name: 'Erika Muster' });
      expect(within(screen).getByRole('region', { name: message })).toBeTruthy();
      expect(within(screen).getByText(message)).toBeTruthy();
    }
  });

  it("ends the imitation with a plain form posting to the locale's logout", async () => {
    const { screen } = await renderInShop(<ImitationNotice name="Erika Muster" />, { locale: 'fr-fr' });
    const exit = within(screen).getByRole('button', { name: textIn('fr-fr', 'account.imitate.exit') });
    expect(exit.getAttribute('type')).toBe('submit');
    const form = exit.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/fr-fr/account/logout');
  });
});
