import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { SocialLoginLink } from './SocialLoginLink';

describe('the social login link on the login page', () => {
  it("leads to the shop's social login in the page's language, as a full page load (the provider answers with a redirect)", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<SocialLoginLink href={`/${locale}/social-login`} />, { locale });
      const link = within(screen).getByRole('link', { name: textIn(locale, 'account.login.social') });
      expect(link.getAttribute('href')).toBe(`/${locale}/social-login`);
      // A plain anchor: React Router neither prefetches nor intercepts it.
      expect(link.getAttribute('data-discover')).toBe('false');
    }
  });

  it('is absent when no provider is configured', async () => {
    const { html } = await renderInShop(<SocialLoginLink href={undefined} />);
    expect(html).toBe('');
  });
});
