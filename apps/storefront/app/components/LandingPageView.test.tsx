import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { mediaTextBlock } from '../testing/cmsFixtures';
import { renderInShop } from '../testing/renderInShop';
import { LandingPageView } from './LandingPageView';

describe('a landing page', () => {
  it('shows its name as the heading, its description, then the blocks published for its url', async () => {
    const { screen } = await renderInShop(
      <LandingPageView
        landingPage={{ name: 'Black Week', metaDescription: 'Bis zu 40 % auf Pflege.' }}
        blocks={[mediaTextBlock('deal', 'Die Angebote')]}
        products={[]}
      />,
    );
    const page = within(screen);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Black Week');
    expect(page.getByText('Bis zu 40 % auf Pflege.')).toBeTruthy();
    expect(page.getByRole('heading', { name: 'Die Angebote' })).toBeTruthy();
  });

  it('shows no empty paragraph when the landing page has no description', async () => {
    const { screen } = await renderInShop(
      <LandingPageView landingPage={{ name: 'Black Week', metaDescription: '' }} blocks={[]} products={[]} />,
    );
    expect(screen.querySelector('main p')).toBeNull();
  });
});
