import { describe, expect, it } from 'vitest';
import { testCatalogue } from '../testContentApi.js';
import { seedEntries } from './seedEntries.js';

const FOOTER = [
  ['Versand & Lieferung', 'service/versand-lieferung/'],
  ['Rückgabe', 'service/rueckgabe/'],
  ['Kontakt', 'service/kontakt/'],
  ['Impressum', 'unternehmen/impressum/'],
  ['Datenschutz', 'unternehmen/datenschutz/'],
  ['AGB', 'unternehmen/agb/'],
].map(([name, seoPath], index) => ({ id: `footer-${index}`, name: name ?? '', seoPath: seoPath ?? '' }));

const entries = seedEntries({ ...testCatalogue, categories: [...testCatalogue.categories, ...FOOTER] });
const byId = (id: string) => entries.find((entry) => entry.id === id);

describe('service and legal pages (issue 19: every footer link leads to a real page)', () => {
  it('seeds one page per footer category, addressed by its id form in every locale (spec 2.3)', () => {
    const pages = entries.filter((entry) => entry.id.match(/^service-page-[a-z]+$/));
    expect(pages.map((page) => page.fields.url?.['de-DE'])).toEqual(
      FOOTER.map((category) => `/navigation/${category.id}/`),
    );
  });

  it('writes the texts in German, English and French', () => {
    const imprint = byId('service-page-imprint');
    expect(imprint?.fields.title).toMatchObject({
      'de-DE': 'Impressum',
      'en-GB': 'Imprint',
      'fr-FR': 'Mentions légales',
    });
    const provider = byId('service-page-imprint-3');
    expect(provider?.fields.description?.['de-DE']).toContain('DE000000000');
    expect(provider?.fields.description?.['fr-FR']).toContain('TVA');
  });

  it('speaks of Switzerland on the Swiss pages, in French too, and promises no statutory withdrawal there', () => {
    const descriptions = entries.flatMap((entry) => {
      const description = entry.fields.description;
      return entry.id.startsWith('service-page-') && description ? [description] : [];
    });
    const shippingCosts = descriptions.find((text) =>
      String(text['de-DE']).startsWith('Innerhalb Deutschlands'),
    );
    expect(shippingCosts?.['fr-CH']).toMatch(/^En Suisse, la livraison est offerte dès CHF 69/);
    expect(shippingCosts?.['de-CH']).toMatch(/^Innerhalb der Schweiz/);
    const returns = descriptions.find((text) => String(text['de-DE']).startsWith('Ungeöffnete Produkte'));
    expect(returns?.['de-DE']).toContain('Widerrufsrecht');
    expect(returns?.['de-CH']).not.toContain('Widerrufsrecht');
    expect(returns?.['fr-CH']).not.toContain('rétractation');
  });

  it('puts the contact form on the contact page (spec 2.4)', () => {
    const links = byId('service-page-contact')?.fields.pageContent?.['de-DE'];
    expect(JSON.stringify(links)).toContain('"id":"contact-form"');
    expect(byId('contact-form')?.contentType).toBe('contactForm');
  });

  it('seeds no service page for a catalogue without footer categories', () => {
    expect(seedEntries(testCatalogue).some((entry) => entry.id.startsWith('service-page-'))).toBe(false);
  });
});
