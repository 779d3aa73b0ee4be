import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { legalTextIn } from '../../testing/legalText';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { LegalText } from './LegalText';

const links = { privacy: '/de-de/Unternehmen/Datenschutz/', terms: '/de-de/Unternehmen/AGB/' };

describe('a text that names the legal pages (the order’s terms, registration, contact, newsletter)', () => {
  it("links each page where the plugin configuration names it, in a new tab that is said in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(
        <p>
          <LegalText message="checkout.terms.label" />
        </p>,
        { locale, pageData: { legalLinks: links } },
      );
      const paragraph = screen.querySelector('p');
      expect(paragraph?.textContent).toBe(legalTextIn(locale, 'checkout.terms.label', true));
      const anchors = within(screen).getAllByRole('link');
      expect(anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')])).toEqual([
        [`${textIn(locale, 'legal.termsLink')} ${textIn(locale, 'legal.newTab')}`, links.terms],
        [`${textIn(locale, 'legal.privacyLink')} ${textIn(locale, 'legal.newTab')}`, links.privacy],
      ]);
      for (const anchor of anchors) {
        expect(anchor.getAttribute('target')).toBe('_blank');
        expect(anchor.getAttribute('rel')).toBe('noopener');
      }
    }
  });

  it('names a page without a link when the configuration or the footer does not have it', async () => {
    const { screen } = await renderInShop(
      <p>
        <LegalText message="checkout.terms.label" />
      </p>,
      { pageData: { legalLinks: { privacy: links.privacy } } },
    );
    expect(
      within(screen)
        .getAllByRole('link')
        .map((anchor) => anchor.getAttribute('href')),
    ).toEqual([links.privacy]);
    expect(screen.querySelector('p')?.textContent).toContain(`${textIn('de-de', 'legal.termsLink')} und`);
  });

  it('is the plain text where no layout knows the legal pages', async () => {
    const { screen } = await renderInShop(
      <p>
        <LegalText message="newsletter.privacyNotice" />
      </p>,
      { locale: 'en-gb' },
    );
    expect(within(screen).queryAllByRole('link')).toHaveLength(0);
    expect(screen.querySelector('p')?.textContent).toBe(legalTextIn('en-gb', 'newsletter.privacyNotice'));
  });
});
