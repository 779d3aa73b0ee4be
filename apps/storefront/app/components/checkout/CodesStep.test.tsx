import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { CheckoutActionResult, RedeemedCode } from '../../checkout/checkoutView';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { CodesStep } from './CodesStep';

const PATH = '/checkout';

/** The form that sends this intent (the step's forms are told apart by it, as the action does). */
function formOf(screen: HTMLElement, intent: string): HTMLFormElement {
  const input = screen.querySelector(`form input[type="hidden"][name="intent"][value="${intent}"]`);
  const form = input?.closest('form');
  if (!form) throw new Error(`no form with intent ${intent}`);
  return form;
}

const SUMMER: RedeemedCode = { lineItemId: 'line-summer', label: 'SOMMER10', kind: 'promotion' };
const GIFT: RedeemedCode = { lineItemId: 'line-gift', label: 'Geschenkkarte 25 €', kind: 'voucherCard' };

describe('spec 2.4 promotion code, gift card and payback in the checkout', () => {
  it("is a section headed in the page's language with a plain POST form for each kind of code", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CodesStep codes={[]} />, { locale, path: PATH });
      const section = within(screen).getByRole('region', { name: textIn(locale, 'checkout.codes.title') });
      const fields: [string, string, string][] = [
        ['promotion', 'code', textIn(locale, 'checkout.promotion.label')],
        ['gift-card', 'code', textIn(locale, 'checkout.giftCard.label')],
        ['payback', 'paybackNumber', textIn(locale, 'checkout.payback.label')],
      ];
      for (const [intent, name, label] of fields) {
        const form = formOf(section, intent);
        expect(form.getAttribute('method')).toBe('post');
        expect(form.getAttribute('action')).toBe(`/${locale}/checkout`);
        const field = within(form).getByRole('textbox', { name: new RegExp(label) });
        expect(field.getAttribute('name')).toBe(name);
        expect(field.hasAttribute('required')).toBe(true);
        // Required to redeem, not to order: the label carries no required mark the shopper would read as such.
        expect(form.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(label);
        expect(within(form).getByRole('button')).toBeTruthy();
      }
    }
  });

  it('asks for the payback number with the numeric keyboard and says which digits it is', async () => {
    const { screen } = await renderInShop(<CodesStep codes={[]} />, { locale: 'en-gb', path: PATH });
    const field = within(formOf(screen, 'payback')).getByRole('textbox');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    const hint = screen.querySelector(`[id="${field.getAttribute('aria-describedby')}"]`);
    expect(hint?.textContent).toBe(textIn('en-gb', 'checkout.payback.hint'));
  });

  it('lists the redeemed codes, each with a button that removes its line item', async () => {
    const { screen } = await renderInShop(<CodesStep codes={[SUMMER, GIFT]} />, { path: PATH });
    const removals = [...screen.querySelectorAll('form')]
      .filter((form) => form.querySelector('input[name="intent"]')?.getAttribute('value') === 'remove-code')
      .map((form) => [
        form.querySelector('input[name="lineItemId"]')?.getAttribute('value'),
        within(form).getByRole('button').textContent,
      ]);
    expect(removals).toEqual([
      ['line-summer', textIn('de-de', 'checkout.codes.remove', { label: 'SOMMER10' })],
      ['line-gift', textIn('de-de', 'checkout.codes.remove', { label: 'Geschenkkarte 25 €' })],
    ]);
  });

  it('lists nothing to remove when no code is redeemed', async () => {
    const { screen } = await renderInShop(<CodesStep codes={[]} />, { path: PATH });
    expect(screen.querySelector('ul')).toBeNull();
    expect(screen.querySelector('input[name="intent"][value="remove-code"]')).toBeNull();
  });

  const answers: [Extract<CheckoutActionResult, { ok: boolean }>, 'status' | 'alert'][] = [
    [{ intent: 'promotion', ok: true, message: 'Der Aktionscode SOMMER10 wurde eingelöst.' }, 'status'],
    [{ intent: 'promotion', ok: false, message: 'Den Aktionscode WINTER gibt es nicht.' }, 'alert'],
    [{ intent: 'gift-card', ok: false, message: 'Die Geschenkkarte 1234 gibt es nicht.' }, 'alert'],
    [{ intent: 'payback', ok: true, message: 'Deine PAYBACK-Nummer ist gespeichert.' }, 'status'],
    [{ intent: 'payback', ok: false, message: 'Diese PAYBACK-Nummer ist ungültig.' }, 'alert'],
  ];
  it.each(answers)(
    'shows the answer to $intent (ok: $ok) beside that form only, as $1',
    async (answer, role) => {
      const { screen } = await renderInShop(<CodesStep codes={[]} />, { path: PATH, actionData: answer });
      const shown = within(screen).getAllByRole(role);
      expect(shown.map((message) => message.textContent)).toEqual([answer.message]);
      expect(formOf(screen, answer.intent).contains(shown[0] ?? null)).toBe(true);
      expect(within(screen).queryByRole(role === 'alert' ? 'status' : 'alert')).toBeNull();
    },
  );
});
