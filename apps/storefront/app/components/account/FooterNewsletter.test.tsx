import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { FooterNewsletter } from './FooterNewsletter';

describe("the footer's newsletter sign-up (issue 16)", () => {
  it("is a section headed in the page's language whose form is named by that heading", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<FooterNewsletter />, { locale });
      const heading = within(screen).getByRole('heading', { level: 2 });
      expect(heading.textContent).toBe(textIn(locale, 'newsletter.footerTitle'));
      expect(
        within(screen).getByRole('region', { name: textIn(locale, 'newsletter.footerTitle') }),
      ).toBeTruthy();
      expect(
        within(screen).getByRole('form', { name: textIn(locale, 'newsletter.footerTitle') }),
      ).toBeTruthy();
    }
  });

  it("posts a required email as a subscription to the locale's newsletter page, which answers it (works without JavaScript)", async () => {
    const { screen } = await renderInShop(<FooterNewsletter />, { locale: 'en-gb', path: '/Care/' });
    const form = within(screen).getByRole('form');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en-gb/newsletter');
    expect(form.querySelector('input[type="hidden"][name="intent"]')?.getAttribute('value')).toBe(
      'subscribe',
    );
    const email = within(form).getByRole('textbox', { name: textIn('en-gb', 'newsletter.email') });
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('name')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    const submit = within(form).getByRole('button', { name: textIn('en-gb', 'newsletter.subscribe') });
    expect(submit.getAttribute('type')).toBe('submit');
  });

  it('shows no outcome itself: the footer is on pages a shared cache holds', async () => {
    const { screen } = await renderInShop(<FooterNewsletter />);
    expect(within(screen).queryByRole('status')).toBeNull();
    expect(within(screen).queryByRole('alert')).toBeNull();
  });
});
