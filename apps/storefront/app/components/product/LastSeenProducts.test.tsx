import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/renderInShop';
import LastSeenProducts from './LastSeenProducts';

describe('the last-seen products', () => {
  it('show no slider while their cards are still loading (no empty frame, no placeholder)', async () => {
    const { html } = await renderInShop(<LastSeenProducts ids={['a', 'b']} />);
    expect(html).toBe('');
  });
});
