import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/renderInShop';
import { CountrySuggestion } from './CountrySuggestion';

describe('spec 2.4 the country banner', () => {
  it('is decided in the browser, never on the server: every shopper gets the same cacheable page', async () => {
    const { html } = await renderInShop(<CountrySuggestion />, { locale: 'de-ch', path: '/Pflege/' });
    expect(html).toBe('');
  });
});
