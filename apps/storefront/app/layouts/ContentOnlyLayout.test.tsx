import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/renderInShop';
import ContentOnlyLayout from './ContentOnlyLayout';

const page = (
  <article>
    <h1>Versandkosten</h1>
    <p>Ab 49 € versandkostenfrei.</p>
  </article>
);

describe('spec 2.2 content-only layout: the content alone, for content embedded elsewhere', () => {
  it('shows the page and nothing of the shop frame: no header, navigation or footer', async () => {
    const framed = await renderInShop(<ContentOnlyLayout />, { path: '/widgets/cms/shipping', outlet: page });
    const alone = await renderInShop(page, { path: '/widgets/cms/shipping' });
    expect(framed.html).toBe(alone.html);
    expect(within(framed.screen).queryByRole('banner')).toBeNull();
    expect(within(framed.screen).queryByRole('contentinfo')).toBeNull();
  });
});
