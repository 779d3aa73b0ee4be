import { describe, expect, it } from 'vitest';
import { seedEntries } from '../src/content/seed/seedEntries.js';
import { testCatalogue } from '../src/content/testContentApi.js';
import { type CustomerMailKind, customerMail } from '../src/customer/customer-mails.js';
import { newsletterMail } from '../src/newsletter/newsletter-mails.js';
import { LANGUAGES } from '../src/seed/markets.js';
import { PAYMENT_METHODS, SHIPPING_METHODS } from '../src/seed/system.js';

/**
 * The storefront's own German texts call the shopper "du"; the texts the sandbox writes for the same shopper
 * (mails, method descriptions, content) must not switch to "Sie" halfway through a visit.
 */
const FORMAL = /\b(Sie|Ihr|Ihre|Ihren|Ihrer|Ihrem|Ihres|Ihnen)\b/;
const GERMAN_LOCALES = ['de-DE', 'de-AT', 'de-CH'];

const FOOTER = ['Versand & Lieferung', 'Rückgabe', 'Kontakt', 'Impressum', 'Datenschutz', 'AGB'].map(
  (name, index) => ({ id: `footer-${index}`, name, seoPath: `service/footer-${index}/` }),
);

/** Every string stored under a German locale in a set of localised fields. */
function germanTexts(fields: Record<string, Record<string, unknown>> | undefined): string[] {
  return Object.values(fields ?? {}).flatMap((byLocale) =>
    GERMAN_LOCALES.map((locale) => byLocale[locale]).filter((value) => typeof value === 'string'),
  );
}

describe('German texts speak to the shopper as "du", like the storefront', () => {
  const de = { to: 'anna@example.com', name: 'Anna', languageId: LANGUAGES.de.id, salesChannelId: 'sc' };

  it('in every customer mail', () => {
    const kinds: CustomerMailKind[] = [
      'customer_register',
      'customer_register.double_opt_in',
      'customer.recovery.request',
      'customer_register.already_registered',
      'customer.password.changed',
    ];
    for (const kind of kinds) {
      const mail = customerMail(kind, { ...de, url: 'https://shop.example/x' });
      for (const text of [mail.subject, ...mail.lines, ...(mail.links ?? []).map((link) => link.label)]) {
        expect(text, kind).not.toMatch(FORMAL);
      }
    }
    expect(customerMail('customer_register.double_opt_in', de).subject).toBe(
      'Bitte bestätige deine Registrierung',
    );
  });

  it('in both newsletter mails', () => {
    for (const kind of ['confirm', 'welcome'] as const) {
      const mail = newsletterMail(kind, de);
      for (const text of [mail.subject, ...mail.lines]) expect(text, kind).not.toMatch(FORMAL);
    }
  });

  it('in the shipping and payment method descriptions', () => {
    for (const method of [...SHIPPING_METHODS, ...PAYMENT_METHODS]) {
      expect(method.description.de, method.key).not.toMatch(FORMAL);
    }
    expect(PAYMENT_METHODS.find((method) => method.key === 'prepayment')?.description.de).toMatch(
      /^Überweise den Betrag vor dem Versand an /,
    );
  });

  it('in every seeded content entry, its drafts and its Austrian and Swiss wordings included', () => {
    const entries = seedEntries({ ...testCatalogue, categories: [...testCatalogue.categories, ...FOOTER] });
    const texts = entries.flatMap((entry) => [
      ...germanTexts(entry.fields),
      ...germanTexts(entry.draftChanges),
    ]);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => FORMAL.test(text))).toEqual([]);
    expect(texts).toContain('Schreib uns');
  });
});
