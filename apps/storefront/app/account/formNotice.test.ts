import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import { detailOf, fieldErrorsOf } from './formNotice';

const de = createTranslate({ language: 'de', messages: MESSAGES.de });
const fr = createTranslate({ language: 'fr', messages: MESSAGES.fr });

describe("a field violation is told in the shopper's language (spec 8: field name plus detail)", () => {
  it('names the field and the rule it broke, by the violation code', () => {
    const failure = {
      kind: 'violations' as const,
      fields: {
        email: {
          code: 'VIOLATION::INVALID_FORMAT_ERROR',
          detail: 'This value is not a valid email address.',
        },
        firstName: { code: 'VIOLATION::TOO_LONG_ERROR', detail: 'This value is too long.' },
        countryId: { code: 'VIOLATION::INVALID_UUID_ERROR', detail: 'This is not a valid UUID.' },
      },
    };
    const labels: Record<string, string> = {
      email: 'Adresse e-mail',
      firstName: 'Prénom',
      countryId: 'Pays',
    };
    expect(fieldErrorsOf(failure, fr, (field) => labels[field])).toEqual({
      email: 'Adresse e-mail: Veuillez saisir une adresse e-mail valide.',
      firstName: 'Prénom: Cette saisie est trop longue.',
      countryId: 'Pays: Veuillez choisir une entrée de la liste.',
    });
  });

  it("never shows the Store API's English detail, even for a code the shop has no text for", () => {
    expect(detailOf({ code: 'VIOLATION::SOMETHING_NEW' }, de)).toBe('Dieser Wert ist ungültig.');
    expect(detailOf({ code: undefined }, de)).toBe('Dieser Wert ist ungültig.');
  });

  it('says an email in use cannot be used, without saying that it has an account', () => {
    expect(detailOf({ code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE' }, de)).toBe(
      'Diese E-Mail-Adresse kann nicht verwendet werden.',
    );
  });
});
