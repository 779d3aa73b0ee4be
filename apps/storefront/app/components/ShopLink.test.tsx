import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/renderInShop';
import { ShopLink } from './ShopLink';

describe('spec 2.1 internal links of the ui components', () => {
  it("render on the server as the router's own anchor for a shop path, attributes kept", async () => {
    const { screen } = await renderInShop(
      <ShopLink href="/en-gb/skincare/" className="nav" aria-current="page">
        Skincare
      </ShopLink>,
      { locale: 'en-gb' },
    );
    const link = within(screen).getByRole('link', { name: 'Skincare' });
    expect(link.getAttribute('href')).toBe('/en-gb/skincare/');
    expect(link.getAttribute('data-discover')).toBe('true');
    expect(link.getAttribute('class')).toBe('nav');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('leave a link to another host as it is, not as a router path', async () => {
    const { screen } = await renderInShop(<ShopLink href="https://brand.example/">Brand</ShopLink>);
    const link = within(screen).getByRole('link', { name: 'Brand' });
    expect(link.getAttribute('href')).toBe('https://brand.example/');
    expect(link.getAttribute('data-discover')).toBeNull();
  });

  it('treat a protocol-relative link as another host', async () => {
    const { screen } = await renderInShop(<ShopLink href="//cdn.example/x">CDN</ShopLink>);
    expect(within(screen).getByRole('link').getAttribute('data-discover')).toBeNull();
  });
});
