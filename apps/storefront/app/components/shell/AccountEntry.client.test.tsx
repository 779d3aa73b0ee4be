// @vitest-environment happy-dom
// The header's account entry once the page app runs: the login in a modal panel. Without JavaScript it is the
// link to the login page (AccountEntry.test.tsx).
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hiddenFields } from '../../testing/formFields';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import { textIn } from '../../testing/renderInShop';
import { ARRIVAL_WAIT } from '../../testing/waitFor';
import { AccountEntry } from './AccountEntry';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe("the header's account entry with JavaScript", () => {
  it('opens the login in a modal dialog named by its title, posting to the login page and back to this page', async () => {
    for (const locale of ['fr-ch', 'de-de'] as const) {
      mounted = await renderInBrowser(<AccountEntry />, { locale, path: '/Soins/' });
      const page = within(mounted.container);
      const entry = page.getByRole('button', { name: textIn(locale, 'header.account') });
      expect(entry.getAttribute('aria-haspopup')).toBe('dialog');
      expect(entry.getAttribute('aria-expanded')).toBe('false');
      await mounted.interact(() => entry.click());
      const dialog = mounted.container.querySelector('dialog') as HTMLDialogElement;
      expect(dialog.open).toBe(true);
      expect(dialog.getAttribute('aria-label')).toBe(textIn(locale, 'account.login.title'));
      expect(entry.getAttribute('aria-expanded')).toBe('true');
      // The form loads on demand, the first time the panel opens.
      await vi.waitFor(async () => {
        await mounted?.interact(() => {});
        expect(dialog.querySelector('form')).not.toBeNull();
      }, ARRIVAL_WAIT);
      const form = dialog.querySelector('form');
      expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([
        'post',
        `/${locale}/login`,
      ]);
      expect(hiddenFields(form).redirectTo).toBe(`/${locale}/Soins/`);
      // The shopper opened the panel to type: the first field has focus.
      expect(document.activeElement?.getAttribute('name')).toBe('email');
      await mounted.interact(() =>
        within(dialog)
          .getByRole('button', { name: textIn(locale, 'header.loginClose') })
          .click(),
      );
      expect(dialog.open).toBe(false);
      expect(entry.getAttribute('aria-expanded')).toBe('false');
      await mounted.unmount();
      mounted = undefined;
    }
  });
});
