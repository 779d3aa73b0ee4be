import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/renderInShop';
import { LastSeenSlider } from './LastSeenSlider';

describe('the last-seen slider', () => {
  it('renders nothing on the server: the history lives in the browser, so hydration starts from the same markup', async () => {
    const { html } = await renderInShop(<LastSeenSlider productId="serum" familyId="serum" />);
    expect(html).toBe('');
  });
});
