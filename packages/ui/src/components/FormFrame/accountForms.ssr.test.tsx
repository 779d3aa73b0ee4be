import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '../LoginForm/LoginForm';
import { NewsletterForm } from '../NewsletterForm/NewsletterForm';
import { ChangePasswordForm, ResetPasswordForm } from '../PasswordForms/PasswordForms';
import { PaybackForm } from '../PaybackForm/PaybackForm';
import { RegisterForm } from '../RegisterForm/RegisterForm';

// Issue 16: every account form works without JavaScript, so the server's HTML must be a complete form.
describe('account forms render on the server as plain forms', () => {
  it('posts the login with email, password and the return path', () => {
    const html = renderToString(
      <LoginForm recoverHref="/r" registerHref="/g" redirectTo="/de-de/account/order" />,
    );
    expect(html).toContain('method="post"');
    expect(html).toContain('name="email"');
    expect(html).toContain('name="password"');
    expect(html).toContain('name="redirectTo" value="/de-de/account/order"');
  });

  it('shows a refusal as an alert', () => {
    const html = renderToString(
      <LoginForm recoverHref="/r" registerHref="/g" notice={{ tone: 'danger', text: 'Nope' }} />,
    );
    expect(html).toContain('role="alert"');
  });

  it('holds all three register steps in one form', () => {
    const html = renderToString(
      <RegisterForm
        loginHref="/l"
        salutations={[{ id: 's', name: 'Mrs' }]}
        countries={[{ id: 'c', iso: 'DE', name: 'Germany', states: [] }]}
      />,
    );
    expect(html).toContain('name="accountType"');
    expect(html).toContain('name="billingAddress.street"');
    expect(html).toContain('minLength="8"');
  });

  it('carries the recovery hash and asks for the new password twice', () => {
    const html = renderToString(<ResetPasswordForm hash="h-1" />);
    expect(html).toContain('name="hash" value="h-1"');
    expect(html).toContain('name="newPasswordConfirm"');
    expect(renderToString(<ChangePasswordForm />)).toContain('name="intent" value="change-password"');
  });

  it('sends the newsletter intent and the payback intents', () => {
    expect(renderToString(<NewsletterForm intent="unsubscribe" />)).toContain('value="unsubscribe"');
    expect(renderToString(<PaybackForm />)).toContain('value="payback-number"');
    expect(renderToString(<PaybackForm numberOnFile="******7897" promotionCodes={['PBX5']} />)).toContain(
      'value="payback-remove-code"',
    );
  });
});
