import { type StoreApiClient, StoreApiHttpError } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import { sendContactMessage } from './contactForm.server';

const t = createTranslate(catalogueFor('de'));

function clientThat(send: (input: unknown) => Promise<unknown>): { client: StoreApiClient; sent: unknown[] } {
  const sent: unknown[] = [];
  const client = {
    contact: {
      sendContactForm: (input: unknown) => {
        sent.push(input);
        return send(input);
      },
    },
  } as unknown as StoreApiClient;
  return { client, sent };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('the contact form (spec 2.4) posts to the Store API contact route', () => {
  it('sends email, subject and message, with the names only when given', async () => {
    const { client, sent } = clientThat(async () => ({ individualSuccessMessage: '' }));
    const outcome = await sendContactMessage(
      client,
      form({
        email: ' anna@example.com ',
        subject: 'Lieferzeit',
        comment: 'Wann?',
        firstName: 'Anna',
        lastName: '',
      }),
      t,
    );
    expect(outcome).toEqual({ kind: 'sent' });
    expect(sent).toEqual([
      { email: 'anna@example.com', subject: 'Lieferzeit', comment: 'Wann?', firstName: 'Anna' },
    ]);
  });

  it('shows violations per field as the field name plus the detail (spec 8), keeping what was typed', async () => {
    const { client } = clientThat(async () => {
      throw new StoreApiHttpError({
        status: 400,
        messages: ['invalid'],
        errors: [
          {
            code: 'VIOLATION::INVALID_FORMAT_ERROR',
            detail: 'Ungültige Adresse.',
            source: { pointer: '/email' },
          },
          { code: 'VIOLATION::IS_BLANK_ERROR', detail: 'blank', source: { pointer: '/subject' } },
        ],
      });
    });
    const outcome = await sendContactMessage(
      client,
      form({ email: 'anna@', subject: '', comment: 'Hallo' }),
      t,
    );
    expect(outcome).toMatchObject({
      kind: 'refused',
      status: 400,
      values: { email: 'anna@', comment: 'Hallo' },
      errors: {
        email: 'E-Mail-Adresse: Bitte gib eine gültige E-Mail-Adresse ein.',
        subject: `Betreff: ${t('account.validation.required')}`,
      },
      notice: { tone: 'danger', text: t('contact.check') },
    });
  });

  it('asks the shopper to wait after too many messages (429), naming the seconds', async () => {
    const { client } = clientThat(async () => {
      const response = new Response(null, { status: 429, headers: { 'Retry-After': '30' } });
      throw new StoreApiHttpError({ status: 429, messages: ['throttled'], response });
    });
    const outcome = await sendContactMessage(
      client,
      form({ email: 'a@example.com', subject: 's', comment: 'c' }),
      t,
    );
    expect(outcome).toMatchObject({
      kind: 'refused',
      status: 429,
      notice: { tone: 'warning', text: t('contact.throttled', { seconds: 30 }) },
    });
  });
});
