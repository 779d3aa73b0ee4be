import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { mediaTextBlock } from '../testing/cmsFixtures';
import { renderInShop } from '../testing/renderInShop';
import { LazyCmsContent } from './LazyCmsContent';

describe('content blocks loaded on demand', () => {
  it('are rendered in full on the server once their chunk has loaded (crawlers and no-JavaScript shoppers see them)', async () => {
    const { screen } = await renderInShop(
      <LazyCmsContent blocks={[mediaTextBlock('a', 'Sommerpflege')]} products={[]} />,
    );
    expect(within(screen).getByRole('heading', { name: 'Sommerpflege' })).toBeTruthy();
  });
});
