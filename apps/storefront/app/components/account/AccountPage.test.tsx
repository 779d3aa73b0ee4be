import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/renderInShop';
import { AccountPage } from './AccountPage';

describe('the frame of the login, registration, recovery and newsletter pages', () => {
  it("is the page's main content (the skip link's target) headed by its title", async () => {
    const { screen } = await renderInShop(
      <AccountPage title="Abmelden vom Newsletter">
        <p>Du erhältst keine Newsletter mehr.</p>
      </AccountPage>,
    );
    const main = within(screen).getByRole('main');
    expect(main.id).toBe('content');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Abmelden vom Newsletter');
    expect(within(main).getByText('Du erhältst keine Newsletter mehr.')).toBeTruthy();
  });

  it('leaves the heading to its content when it has no title (the registration form brings its own)', async () => {
    const { screen } = await renderInShop(
      <AccountPage>
        <h1>Konto anlegen</h1>
      </AccountPage>,
    );
    expect(
      within(screen)
        .getAllByRole('heading', { level: 1 })
        .map((h) => h.textContent),
    ).toEqual(['Konto anlegen']);
  });
});
