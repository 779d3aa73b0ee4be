import { type BlockProps, labelsFor, parseCmsEntry } from '@beautyshop/cms-renderer';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { cmsEntry } from '../testing/cmsFixtures';
import { legalTextIn } from '../testing/legalText';
import { renderInShop, textIn } from '../testing/renderInShop';
import { ContactFormBlock } from './ContactFormBlock';
import type { ContactRefusal } from './contactForm.server';

/** The block as the content renderer hands it over, from a `contactForm` entry with these fields. */
function blockProps(fields: Record<string, unknown> = {}): BlockProps {
  const entry = parseCmsEntry(cmsEntry('contact-1', 'contactForm', fields));
  if (entry === undefined) throw new Error('the fixture is no content entry');
  return {
    entry,
    position: 0,
    priority: false,
    context: {
      locale: 'de-DE',
      platform: 'web',
      magazine: false,
      labels: labelsFor('de-DE'),
      products: undefined,
      renderPrice: undefined,
      onBlockSeen: undefined,
      renderBlocks: () => null,
    },
  };
}

describe('spec 2.4 the contact form content block without JavaScript', () => {
  it('says above the button what the shop does with the message, the privacy policy linked in a new tab', async () => {
    const privacy = '/fr-fr/Entreprise/Confidentialite/';
    // The shop frame's layout data names the legal pages; here the test page's data does.
    const { screen } = await renderInShop(<ContactFormBlock {...blockProps()} />, {
      locale: 'fr-fr',
      path: '/contact',
      pageData: { legalLinks: { privacy } },
    });
    const form = screen.querySelector('form') as HTMLElement;
    const notice = within(form).getByText(/uniquement/);
    expect(notice.textContent).toBe(legalTextIn('fr-fr', 'contact.privacyNotice', true));
    const link = within(notice).getByRole('link');
    expect(link.getAttribute('href')).toBe(privacy);
    expect(link.getAttribute('target')).toBe('_blank');
    const button = within(form).getByRole('button', { name: textIn('fr-fr', 'contact.submit') });
    // 4: DOCUMENT_POSITION_FOLLOWING, the button comes after the notice.
    expect(notice.compareDocumentPosition(button) & 4).toBe(4);
  });

  it('is a plain POST to the page it sits on, its fields labelled in the page language', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<ContactFormBlock {...blockProps()} />, {
        locale,
        path: '/kontakt',
      });
      const form = screen.querySelector('form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe(`/${locale}/kontakt`);
      const page = within(screen);
      for (const [label, name] of [
        ['contact.firstName', 'firstName'],
        ['contact.lastName', 'lastName'],
        ['contact.email', 'email'],
        ['contact.subject', 'subject'],
        ['contact.comment', 'comment'],
      ] as const) {
        expect(
          page.getByRole('textbox', { name: new RegExp(textIn(locale, label)) }).getAttribute('name'),
        ).toBe(name);
      }
      expect(page.getByRole('button', { name: textIn(locale, 'contact.submit') }).getAttribute('type')).toBe(
        'submit',
      );
    }
  });

  it("offers the salutations the page's loader read, with an empty choice first, and none without them", async () => {
    const contactSalutations = [
      { value: 'a'.repeat(32), label: 'Frau' },
      { value: 'b'.repeat(32), label: 'Herr' },
    ];
    const { screen } = await renderInShop(<ContactFormBlock {...blockProps()} />, {
      path: '/kontakt',
      pageData: { contactSalutations },
    });
    const select = within(screen).getByRole('combobox', {
      name: new RegExp(textIn('de-de', 'contact.salutation')),
    });
    expect(select.getAttribute('name')).toBe('salutationId');
    expect(
      [...select.querySelectorAll('option')].map((option) => [option.value, option.textContent]),
    ).toEqual([
      ['', textIn('de-de', 'contact.salutationEmpty')],
      ['a'.repeat(32), 'Frau'],
      ['b'.repeat(32), 'Herr'],
    ]);
    const without = await renderInShop(<ContactFormBlock {...blockProps()} />, { path: '/kontakt' });
    expect(without.screen.querySelector('select[name="salutationId"]')).toBeNull();
    const malformed = await renderInShop(<ContactFormBlock {...blockProps()} />, {
      path: '/kontakt',
      pageData: { contactSalutations: [{ value: 1 }] },
    });
    expect(malformed.screen.querySelector('select[name="salutationId"]')).toBeNull();
  });

  it("is headed by the entry's headline, or by its submit text when the entry has none", async () => {
    const titled = await renderInShop(<ContactFormBlock {...blockProps({ headline: 'Schreib uns' })} />);
    expect(within(titled.screen).getByRole('heading').textContent).toBe('Schreib uns');
    const plain = await renderInShop(<ContactFormBlock {...blockProps()} />, { locale: 'en-gb' });
    expect(within(plain.screen).getByRole('heading').textContent).toBe(textIn('en-gb', 'contact.submit'));
  });

  it('comes back from a refused message with what was typed, the refusals per field and the notice', async () => {
    const refusal: ContactRefusal = {
      values: { firstName: 'Erika', email: 'erika@example', comment: 'Wo bleibt mein Paket?' },
      errors: { email: 'E-Mail-Adresse: ungültig' },
      notice: { tone: 'danger', text: textIn('de-de', 'contact.check') },
      status: 400,
    };
    const { screen } = await renderInShop(<ContactFormBlock {...blockProps()} />, {
      path: '/kontakt',
      actionData: { contact: refusal },
    });
    const page = within(screen);
    expect(page.getByRole('alert').textContent).toBe(textIn('de-de', 'contact.check'));
    const email = page.getByRole('textbox', { name: new RegExp(textIn('de-de', 'contact.email')) });
    expect(email.getAttribute('value')).toBe('erika@example');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.textContent).toContain('E-Mail-Adresse: ungültig');
    const firstName = page.getByRole('textbox', { name: new RegExp(textIn('de-de', 'contact.firstName')) });
    expect(firstName.getAttribute('value')).toBe('Erika');
    expect(firstName.hasAttribute('aria-invalid')).toBe(false);
  });

  it("ignores another form's answer on the same page", async () => {
    const { screen } = await renderInShop(<ContactFormBlock {...blockProps()} />, {
      path: '/kontakt',
      actionData: { newsletter: { ok: false } },
    });
    expect(within(screen).queryByRole('alert')).toBeNull();
  });
});
