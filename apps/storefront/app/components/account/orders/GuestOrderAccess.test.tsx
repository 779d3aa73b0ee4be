import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../../testing/renderInShop';
import { GuestOrderAccess } from './GuestOrderAccess';

const DEEP_LINK = '/account/order/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFi';

describe("the order mail's link opened without a session", () => {
  it('asks a guest for the email and billing postcode, both required, as a plain POST form', async () => {
    const { screen } = await renderInShop(<GuestOrderAccess notice={undefined} />, { path: DEEP_LINK });
    const form = within(screen).getByRole('form', { name: textIn('de-de', 'account.order.guestTitle') });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe('verify-guest');
    const email = within(form).getByLabelText(new RegExp(textIn('de-de', 'account.field.email')));
    const zipcode = within(form).getByLabelText(new RegExp(textIn('de-de', 'account.order.guestZipcode')));
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required') && zipcode.hasAttribute('required')).toBe(true);
  });

  it('offers a customer the login, which returns to this very order page', async () => {
    const { screen } = await renderInShop(<GuestOrderAccess notice={undefined} />, {
      locale: 'fr-ch',
      path: DEEP_LINK,
    });
    const login = within(screen).getByRole('link', { name: textIn('fr-ch', 'account.order.guestLogin') });
    const href = new URL(login.getAttribute('href') ?? '', 'http://shop.test');
    expect(href.pathname).toBe('/fr-ch/login');
    expect(href.searchParams.get('redirectTo')).toBe(`/fr-ch${DEEP_LINK}`);
  });

  it('shows a refusal (the email and postcode do not match) in the form', async () => {
    const text = 'Diese Angaben passen zu keiner Bestellung.';
    const { screen } = await renderInShop(<GuestOrderAccess notice={{ tone: 'danger', text }} />, {
      path: DEEP_LINK,
    });
    expect(within(within(screen).getByRole('form')).getByText(text)).toBeTruthy();
  });

  it('fills the fields again with what a refused attempt sent (a page loaded anew without JavaScript)', async () => {
    const { screen } = await renderInShop(
      <GuestOrderAccess
        notice={{ tone: 'danger', text: 'Diese Angaben passen zu keiner Bestellung.' }}
        values={{ email: 'erika@example.com', zipcode: '10115' }}
      />,
      { path: DEEP_LINK },
    );
    expect(screen.querySelector('input[name="email"]')?.getAttribute('value')).toBe('erika@example.com');
    expect(screen.querySelector('input[name="zipcode"]')?.getAttribute('value')).toBe('10115');
  });
});
