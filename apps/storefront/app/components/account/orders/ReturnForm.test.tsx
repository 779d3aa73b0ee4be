import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { ORDER_ID, RETURN_PAGE } from '../../../testing/orderFixtures';
import { renderInShop, textIn } from '../../../testing/renderInShop';
import { ReturnForm } from './ReturnForm';

describe('the return page (spec 2.2: a reason page per item)', () => {
  it('asks per returnable line how many (0 up to the ordered quantity, 0 by default) and why', async () => {
    const { screen } = await renderInShop(<ReturnForm page={RETURN_PAGE} notice={undefined} />, {
      path: `/account/order/${ORDER_ID}/return`,
    });
    const quantity = screen.querySelector<HTMLSelectElement>('select[name="quantity.line-cream"]');
    expect([...(quantity?.options ?? [])].map((option) => option.value)).toEqual(['0', '1', '2']);
    expect(quantity?.value).toBe('0');
    const reason = screen.querySelector<HTMLSelectElement>('select[name="reason.line-cream"]');
    expect([...(reason?.options ?? [])].map((option) => option.textContent)).toEqual([
      'Falsche Größe',
      'Sonstiges',
    ]);
    expect(reason?.value).toBe('other');
  });

  it('shows a refused request as it was sent, not the defaults (a page loaded anew without JavaScript)', async () => {
    const { screen } = await renderInShop(
      <ReturnForm
        page={RETURN_PAGE}
        notice={{ tone: 'danger', text: textIn('de-de', 'account.return.refused') }}
        chosen={[{ orderLineItemId: 'line-cream', quantity: 2, reasonId: RETURN_PAGE.reasons[0]?.id ?? '' }]}
      />,
      { path: `/account/order/${ORDER_ID}/return` },
    );
    // The server's HTML marks the choice: what a browser without JavaScript shows.
    const selected = (name: string) =>
      screen.querySelector(`select[name="${name}"] option[selected]`)?.getAttribute('value');
    expect(selected('quantity.line-cream')).toBe('2');
    expect(selected('reason.line-cream')).toBe(RETURN_PAGE.reasons[0]?.id);
  });

  it('is a plain POST form named by its heading, with a way back to the order', async () => {
    const { screen } = await renderInShop(<ReturnForm page={RETURN_PAGE} notice={undefined} />, {
      locale: 'fr-fr',
    });
    const form = within(screen).getByRole('form', { name: textIn('fr-fr', 'account.return.title') });
    expect(form.getAttribute('method')).toBe('post');
    const back = within(screen).getByRole('link', { name: textIn('fr-fr', 'account.return.backToOrder') });
    expect(back.getAttribute('href')).toBe(`/fr-fr/account/order/${ORDER_ID}`);
  });

  it("shows the action's notice (nothing chosen) above the fields", async () => {
    const text = textIn('de-de', 'account.return.title');
    const { screen } = await renderInShop(
      <ReturnForm page={RETURN_PAGE} notice={{ tone: 'danger', text }} />,
    );
    const form = within(screen).getByRole('form');
    expect(within(form).getByText(text)).toBeTruthy();
  });

  it('offers only what earlier returns left of a line, and says how many are already in a return', async () => {
    const [cream] = RETURN_PAGE.order.lines;
    if (!cream) throw new Error('fixture without a line');
    const page = {
      ...RETURN_PAGE,
      order: { ...RETURN_PAGE.order, lines: [{ ...cream, returnableQuantity: 1 }] },
    };
    const { screen } = await renderInShop(<ReturnForm page={page} notice={undefined} />, {
      path: `/account/order/${ORDER_ID}/return`,
    });
    const quantity = screen.querySelector<HTMLSelectElement>('select[name="quantity.line-cream"]');
    expect([...(quantity?.options ?? [])].map((option) => option.value)).toEqual(['0', '1']);
    expect(screen.textContent).toContain(textIn('de-de', 'account.return.alreadyReturned', { n: 1 }));
  });
});
