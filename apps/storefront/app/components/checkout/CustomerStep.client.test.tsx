// @vitest-environment happy-dom
// The guest form once the page app runs; its HTML without JavaScript is specified in CustomerStep.test.tsx.

import { EMPTY_ADDRESS } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutActionResult } from '../../checkout/checkoutView';
import { checkoutView } from '../../testing/checkoutFixtures';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import { textIn } from '../../testing/renderInShop';
import { CustomerStep } from './CustomerStep';

/** The action's answer to a guest whose email belongs to an account (Shopware's not-unique violation). */
function emailInUse(locale: 'de-de' | 'fr-ch'): CheckoutActionResult {
  return {
    intent: 'guest',
    email: 'erika@example.com',
    emailError: `${textIn(locale, 'checkout.guest.email')}: The email address erika@example.com is already in use.`,
    emailInUse: true,
    billingAddress: { ...EMPTY_ADDRESS, firstName: 'Erika', countryId: 'de' },
    shippingAddress: undefined,
    billingErrors: {},
    shippingErrors: {},
  };
}

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

function openDialog(container: HTMLElement): HTMLDialogElement {
  const dialog = container.querySelector('dialog');
  if (!(dialog instanceof HTMLDialogElement) || !dialog.open) throw new Error('no open dialog');
  return dialog;
}

describe('the email-already-in-use dialog (issue 17)', () => {
  it("opens for a guest whose email has an account, named by its title and naming the email, in the page's language", async () => {
    for (const locale of ['de-de', 'fr-ch'] as const) {
      mounted = await renderInBrowser(<CustomerStep view={checkoutView()} />, {
        locale,
        path: '/checkout',
        actionData: emailInUse(locale),
      });
      const dialog = openDialog(mounted.container);
      const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      expect(title?.textContent).toBe(textIn(locale, 'checkout.emailInUse.title'));
      expect(dialog.textContent).toContain(
        textIn(locale, 'checkout.emailInUse.text', { email: 'erika@example.com' }),
      );
      await mounted.unmount();
      mounted = undefined;
    }
  });

  it('stays closed for a guest whose email is free', async () => {
    mounted = await renderInBrowser(<CustomerStep view={checkoutView()} />, {
      path: '/checkout',
      actionData: { ...emailInUse('de-de'), emailInUse: false, emailError: undefined },
    });
    expect(mounted.container.querySelector('dialog')?.open).toBe(false);
  });

  it("takes the shopper to the login form's password, the email already filled in", async () => {
    mounted = await renderInBrowser(<CustomerStep view={checkoutView()} />, {
      path: '/checkout',
      actionData: emailInUse('de-de'),
    });
    const dialog = openDialog(mounted.container);
    await mounted.interact(() =>
      within(dialog)
        .getByRole('button', { name: textIn('de-de', 'checkout.emailInUse.login') })
        .click(),
    );
    await mounted.settle();
    expect(dialog.open).toBe(false);
    const login = within(mounted.container).getByRole('form', {
      name: textIn('de-de', 'checkout.login.title'),
    });
    expect((login.querySelector('[name="email"]') as HTMLInputElement).value).toBe('erika@example.com');
    expect(document.activeElement).toBe(login.querySelector('input[name="password"]'));
  });

  it('lets the shopper go on as a guest with another email address', async () => {
    mounted = await renderInBrowser(<CustomerStep view={checkoutView()} />, {
      path: '/checkout',
      actionData: emailInUse('de-de'),
    });
    const dialog = openDialog(mounted.container);
    const others = within(dialog).getAllByRole('button', {
      name: textIn('de-de', 'checkout.emailInUse.other'),
    });
    // The close button and the footer's choice say the same.
    expect(others).toHaveLength(2);
    await mounted.interact(() => others[1]?.click());
    await mounted.settle();
    expect(dialog.open).toBe(false);
    const guest = within(mounted.container).getByRole('form', {
      name: textIn('de-de', 'checkout.guest.title'),
    });
    expect((guest.querySelector('[name="email"]') as HTMLInputElement).value).toBe('erika@example.com');
  });
});
