import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/renderInShop';
import { NewBuildBanner } from './NewBuildBanner';

describe('spec 4 the build check banner', () => {
  it('renders an empty polite live region on the server: the banner appears only when a new build is out', async () => {
    const { screen } = await renderInShop(<NewBuildBanner />);
    const region = screen.querySelector('[role="status"]');
    expect(region).not.toBeNull();
    expect(region?.textContent).toBe('');
  });
});
