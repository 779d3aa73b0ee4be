import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { NavigationNode } from '../../links/navigationTree';
import { renderInShop } from '../../testing/renderInShop';
import { NavigationNodeLink } from './NavigationNodeLink';

const entry = (target: NavigationNode['target']): NavigationNode => ({
  id: 'x',
  label: 'Pflege',
  target,
  children: [],
});

describe('spec 2.3 a navigation entry', () => {
  it('links a shop path through the router and marks the link to the current page', async () => {
    const node = entry({ kind: 'internal', href: '/de-de/Pflege/' });
    const current = await renderInShop(<NavigationNodeLink node={node} currentPath="/de-de/Pflege/" />);
    const link = within(current.screen).getByRole('link', { name: 'Pflege' });
    expect(link.getAttribute('href')).toBe('/de-de/Pflege/');
    expect(link.getAttribute('aria-current')).toBe('page');
    const elsewhere = await renderInShop(<NavigationNodeLink node={node} currentPath="/de-de/Sale/" />);
    expect(within(elsewhere.screen).getByRole('link').getAttribute('aria-current')).toBeNull();
  });

  it("opens another host's link in a new tab only when the entry asks for it, without an opener", async () => {
    const newTab = await renderInShop(
      <NavigationNodeLink
        node={entry({ kind: 'external', href: 'https://x.example/', newTab: true })}
        currentPath="/"
      />,
    );
    const link = within(newTab.screen).getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const sameTab = await renderInShop(
      <NavigationNodeLink
        node={entry({ kind: 'external', href: 'https://x.example/', newTab: false })}
        currentPath="/"
      />,
    );
    expect(within(sameTab.screen).getByRole('link').getAttribute('target')).toBeNull();
  });

  it('shows a folder as text: it has no page of its own', async () => {
    const { screen } = await renderInShop(
      <NavigationNodeLink node={entry({ kind: 'none' })} currentPath="/" />,
    );
    expect(within(screen).queryByRole('link')).toBeNull();
    expect(screen.textContent).toBe('Pflege');
  });
});
