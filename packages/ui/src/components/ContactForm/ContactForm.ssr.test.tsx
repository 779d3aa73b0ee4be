import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './ContactForm';

// Spec 2.4: the contact form works without JavaScript, so the server's HTML is a complete form.
describe('the contact form renders on the server as a plain form', () => {
  it('posts names, email, subject and message under the Store API contact route’s field names', () => {
    const html = renderToString(<ContactForm />);
    expect(html).toContain('method="post"');
    expect(html).toContain('name="intent" value="contact"');
    for (const name of ['firstName', 'lastName', 'email', 'subject'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('<textarea');
    expect(html).toContain('name="comment"');
    expect(html).not.toContain('name="salutationId"');
  });

  it('offers a salutation only when the shop gives salutations', () => {
    const html = renderToString(<ContactForm salutations={[{ value: 's1', label: 'Frau' }]} />);
    expect(html).toContain('name="salutationId"');
    expect(html).toContain('Frau');
  });

  it('shows each refused field’s message beside it and keeps what was typed (spec 8)', () => {
    const html = renderToString(
      <ContactForm
        values={{ email: 'anna@', comment: 'Hallo' }}
        errors={{ email: 'E-Mail: Ungültige Adresse.' }}
        notice={{ tone: 'warning', text: 'Bitte warte 30 Sekunden.' }}
      />,
    );
    expect(html).toContain('E-Mail: Ungültige Adresse.');
    expect(html).toContain('value="anna@"');
    expect(html).toContain('Hallo</textarea>');
    expect(html).toContain('Bitte warte 30 Sekunden.');
    expect(html).toContain('aria-invalid="true"');
  });
});
