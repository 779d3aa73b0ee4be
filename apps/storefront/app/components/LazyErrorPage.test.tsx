import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../testing/renderInShop';
import { LazyErrorPage } from './LazyErrorPage';

describe('the error page loaded on demand', () => {
  it('is rendered in full on the server, as the error page itself is, with the status its main carries', async () => {
    const { screen } = await renderInShop(<LazyErrorPage status={404} data={undefined} />, {
      locale: 'fr-fr',
    });
    expect(within(screen).getByRole('heading', { level: 1 }).textContent).toBe(
      textIn('fr-fr', 'error.notFoundTitle'),
    );
    // What the browser looks for before hydration, to load the page's code first.
    expect(screen.querySelector('main[data-status="404"]')).not.toBeNull();
  });
});
