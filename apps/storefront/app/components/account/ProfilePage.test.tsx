import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { ProfileOutcome, ProfileView } from '../../account/profileView';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ProfilePage } from './ProfilePage';

const view: ProfileView = {
  salutations: [
    { id: 'mrs', name: 'Frau' },
    { id: 'mr', name: 'Herr' },
  ],
  email: 'erika@example.com',
  profile: {
    salutationId: 'mrs',
    title: 'Dr.',
    firstName: 'Erika',
    lastName: 'Muster',
    birthday: '1990-04-01',
  },
};

const PATH = '/account/profile';

/** The form of a section, found by the section's heading (each form is named by it). */
function formNamed(screen: HTMLElement, name: string): HTMLElement {
  return within(screen).getByRole('form', { name });
}

/** Every field a shopper fills in: the controls that are not hidden. */
function controlsOf(form: HTMLElement): HTMLElement[] {
  return [...form.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')];
}

/** The text of the label bound to a control, without the required marker that is hidden from assistive tech. */
function labelOf(form: HTMLElement, control: HTMLElement): string | undefined {
  const label = form.querySelector(`label[for="${control.id}"]`);
  if (label === null) return undefined;
  const copy = label.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim();
}

describe('the profile page (/account/profile)', () => {
  it("offers personal data, email and password as three forms, each named by its heading in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<ProfilePage view={view} outcome={undefined} />, {
        locale,
        path: PATH,
      });
      expect(within(screen).getByRole('heading', { level: 1 }).textContent).toBe(
        textIn(locale, 'account.profile.title'),
      );
      const names = ['account.profile.title', 'account.profile.email', 'account.profile.password'] as const;
      for (const name of names) {
        const form = formNamed(screen, textIn(locale, name));
        // Plain forms posting to this page's action: they work before JavaScript.
        expect(form.getAttribute('method')).toBe('post');
        expect(form.getAttribute('action')).toBe(`/${locale}/account/profile`);
      }
    }
  });

  it('labels every field of the three forms', async () => {
    const { screen } = await renderInShop(<ProfilePage view={view} outcome={undefined} />, { path: PATH });
    const labels = [...screen.querySelectorAll<HTMLElement>('form')].map((form) =>
      controlsOf(form).map((control) => labelOf(form, control)),
    );
    expect(labels).toEqual([
      [
        `${textIn('de-de', 'account.field.salutation')} (${textIn('de-de', 'account.field.optional')})`,
        `${textIn('de-de', 'account.profile.titleField')} (${textIn('de-de', 'account.field.optional')})`,
        textIn('de-de', 'account.field.firstName'),
        textIn('de-de', 'account.field.lastName'),
        `${textIn('de-de', 'account.profile.birthday')} (${textIn('de-de', 'account.field.optional')})`,
      ],
      [
        textIn('de-de', 'account.profile.newEmail'),
        textIn('de-de', 'account.profile.newEmailConfirm'),
        textIn('de-de', 'account.field.password'),
      ],
      [
        textIn('de-de', 'account.password.current'),
        textIn('de-de', 'account.password.new'),
        textIn('de-de', 'account.password.confirm'),
      ],
    ]);
  });

  it('fills the personal data in, the salutations to choose from, and says which email address is current', async () => {
    const { screen } = await renderInShop(<ProfilePage view={view} outcome={undefined} />, {
      locale: 'en-gb',
      path: PATH,
    });
    const personal = formNamed(screen, textIn('en-gb', 'account.profile.title'));
    const firstName = within(personal).getByRole('textbox', { name: /First name/ });
    expect(firstName.getAttribute('value')).toBe('Erika');
    expect(
      within(personal)
        .getByRole('textbox', { name: /Last name/ })
        .getAttribute('value'),
    ).toBe('Muster');
    const salutation = within(personal).getByRole('combobox');
    expect([...salutation.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      textIn('en-gb', 'account.field.salutationNone'),
      'Frau',
      'Herr',
    ]);
    expect(salutation.querySelector('option[selected]')?.getAttribute('value')).toBe('mrs');
    const email = formNamed(screen, textIn('en-gb', 'account.profile.email'));
    expect(email.textContent).toContain(
      textIn('en-gb', 'account.profile.currentEmail', { email: 'erika@example.com' }),
    );
  });

  it('tells the forms apart by their intent', async () => {
    const { screen } = await renderInShop(<ProfilePage view={view} outcome={undefined} />, { path: PATH });
    const intents = [...screen.querySelectorAll('form')].map((form) =>
      form.querySelector('input[type="hidden"][name="intent"]')?.getAttribute('value'),
    );
    expect(intents).toEqual(['profile', 'change-email', 'change-password']);
  });

  it('shows the answer to the last submitted form above that form only', async () => {
    const outcome: ProfileOutcome = {
      intent: 'change-email',
      notice: { tone: 'success', text: textIn('de-de', 'account.profile.emailChanged') },
    };
    const { screen } = await renderInShop(<ProfilePage view={view} outcome={outcome} />, { path: PATH });
    const notices = within(screen).getAllByRole('status');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      textIn('de-de', 'account.profile.emailChanged'),
    ]);
    const email = formNamed(screen, textIn('de-de', 'account.profile.email'));
    expect(email.contains(notices[0] ?? null)).toBe(true);
  });

  it('shows a refused email change with the new address as typed, never the password', async () => {
    const outcome: ProfileOutcome = {
      intent: 'change-email',
      notice: { tone: 'danger', text: textIn('de-de', 'account.profile.emailTaken') },
      emailValues: { email: 'anna.neu@example.com', emailConfirmation: 'anna.neu@example.com' },
    };
    const { screen } = await renderInShop(<ProfilePage view={view} outcome={outcome} />, { path: PATH });
    const email = formNamed(screen, textIn('de-de', 'account.profile.email'));
    const value = (name: string) => email.querySelector(`[name="${name}"]`)?.getAttribute('value');
    expect([value('email'), value('emailConfirmation')]).toEqual([
      'anna.neu@example.com',
      'anna.neu@example.com',
    ]);
    expect(value('password')).toBeNull();
  });

  it("shows a refused form's field errors beside its fields", async () => {
    const error = `${textIn('de-de', 'account.field.firstName')}: ${textIn('de-de', 'account.validation.required')}`;
    const outcome: ProfileOutcome = {
      intent: 'profile',
      notice: { tone: 'danger', text: textIn('de-de', 'account.validation.check') },
      errors: { firstName: error },
    };
    const { screen } = await renderInShop(<ProfilePage view={view} outcome={outcome} />, { path: PATH });
    const personal = formNamed(screen, textIn('de-de', 'account.profile.title'));
    expect(personal.textContent).toContain(textIn('de-de', 'account.validation.check'));
    const firstName = within(personal).getByRole('textbox', { name: /Vorname/ });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const described = (firstName.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => screen.querySelector(`[id="${id}"]`)?.textContent);
    expect(described).toContain(error);
  });

  it('shows a refused personal data form with what was typed, not the stored data (a page loaded anew without JavaScript)', async () => {
    const outcome: ProfileOutcome = {
      intent: 'profile',
      notice: { tone: 'danger', text: textIn('de-de', 'account.validation.check') },
      errors: { firstName: 'Vorname: ...' },
      values: { salutationId: 'mr', title: '', firstName: '', lastName: 'Neumann', birthday: '1985-02-03' },
    };
    const { screen } = await renderInShop(<ProfilePage view={view} outcome={outcome} />, { path: PATH });
    const personal = formNamed(screen, textIn('de-de', 'account.profile.title'));
    // As the server wrote them: the chosen option is marked, each field carries its value.
    const value = (name: string) => personal.querySelector(`[name="${name}"]`)?.getAttribute('value') ?? '';
    expect(personal.querySelector('select option[selected]')?.getAttribute('value')).toBe('mr');
    expect([value('title'), value('firstName'), value('lastName'), value('birthday')]).toEqual([
      '',
      '',
      'Neumann',
      '1985-02-03',
    ]);
  });
});
