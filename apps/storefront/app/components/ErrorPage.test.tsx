import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { mediaTextBlock } from '../testing/cmsFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { ErrorPage } from './ErrorPage';

describe('spec 2.5 the error page', () => {
  it("shows the message in the path's language, with the large code and a 'go back home' link to that locale's root", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<ErrorPage status={503} data={undefined} />, { locale });
      const page = within(screen);
      expect(page.getByRole('heading', { level: 1 }).textContent).toBe(
        `${textIn(locale, 'error.label')} 503`,
      );
      expect(page.getByText(textIn(locale, 'error.message503'))).toBeTruthy();
      const home = page.getByRole('link', { name: textIn(locale, 'error.goHome') });
      expect(home.getAttribute('href')).toBe(`/${locale}`);
      expect(screen.querySelector('p[aria-hidden="true"]')?.textContent).toBe('503');
    }
  });

  it('shows the code once: the large number is the visible one, the heading is for screen readers (issue 19)', async () => {
    const { screen } = await renderInShop(<ErrorPage status={500} data={undefined} />);
    const heading = within(screen).getByRole('heading', { level: 1 });
    expect(heading.classList.contains('visually-hidden')).toBe(true);
    const visible = [...screen.querySelectorAll('main *')].filter(
      (element) =>
        element.children.length === 0 &&
        element.textContent === '500' &&
        !element.closest('.visually-hidden'),
    );
    expect(visible).toHaveLength(1);
  });

  it("titles a 404 from translation keys in the shopper's language: 'Page Not Found' in English", async () => {
    const titles = {
      'en-gb': 'Page Not Found',
      'de-de': 'Seite nicht gefunden',
      'fr-fr': 'Page introuvable',
    };
    for (const [locale, title] of Object.entries(titles) as [keyof typeof titles, string][]) {
      const { html } = await renderInShop(<ErrorPage status={404} data={{ path: '/x' }} />, { locale });
      expect(html).toContain(`<title>${title}</title>`);
      expect(title).toBe(textIn(locale, 'error.notFoundTitle'));
    }
  });

  it('names the requested path of an unknown page in the sentence, under its translated heading', async () => {
    const { screen } = await renderInShop(<ErrorPage status={404} data={{ path: '/fr-fr/nulle-part' }} />, {
      locale: 'fr-fr',
    });
    const page = within(screen);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(textIn('fr-fr', 'error.notFoundTitle'));
    expect(screen.querySelector('code')?.textContent).toBe('/fr-fr/nulle-part');
    const sentence = screen.querySelector('code')?.parentElement?.textContent;
    expect(sentence).toBe(textIn('fr-fr', 'error.notFoundDescription', { path: '/fr-fr/nulle-part' }));
  });

  it('lets a custom message override the default of the code', async () => {
    const { screen } = await renderInShop(<ErrorPage status={500} data={{ message: 'Kasse gesperrt' }} />);
    expect(within(screen).getByText('Kasse gesperrt')).toBeTruthy();
    expect(within(screen).queryByText(textIn('de-de', 'error.message500'))).toBeNull();
  });

  it('shows no message for a code without one, and only the accessible error label with the code', async () => {
    const { screen } = await renderInShop(<ErrorPage status={418} data={undefined} />, { locale: 'en-gb' });
    const main = within(screen).getByRole('main');
    expect(main.querySelectorAll('p').length).toBe(1);
    expect(main.querySelector('h1.visually-hidden')?.textContent).toBe('Error 418');
  });

  it('defaults to 404 and shows a code /error?code= asked for under its own number', async () => {
    const plain = await renderInShop(<ErrorPage data={null} />);
    expect(plain.screen.querySelector('main')?.getAttribute('data-status')).toBe('404');
    const asked = await renderInShop(<ErrorPage status={404} data={{ code: 502 }} />);
    expect(within(asked.screen).getByText(textIn('de-de', 'error.message502'))).toBeTruthy();
  });

  it('renders the content-managed 404 blocks in the page', async () => {
    const blocks = [mediaTextBlock('lost', 'Vielleicht suchst du das hier')];
    const { screen } = await renderInShop(<ErrorPage status={404} data={{ blocks }} />);
    expect(screen.querySelector('main')?.hasAttribute('data-content')).toBe(true);
    expect(within(screen).getByRole('heading', { name: 'Vielleicht suchst du das hier' })).toBeTruthy();
  });

  it('never loads the block renderer for other codes, even with blocks in the data', async () => {
    const blocks = [mediaTextBlock('lost', 'Vielleicht suchst du das hier')];
    const { screen } = await renderInShop(<ErrorPage status={500} data={{ blocks }} />);
    expect(within(screen).queryByText('Vielleicht suchst du das hier')).toBeNull();
  });
});
