import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import { downloadFile, invoiceFileName } from './orderFileNames';

describe("an order's files keep a name a shopper can open", () => {
  it('names an invoice in the page’s language with its document number', () => {
    const order = { id: 'o1', orderNumber: '10004' };
    expect(invoiceFileName(createTranslate(catalogueFor('de')), { documentNumber: '1004' }, order)).toBe(
      'Rechnung-1004.pdf',
    );
    expect(invoiceFileName(createTranslate(catalogueFor('fr')), {}, order)).toBe('facture-10004.pdf');
  });

  it('gives a digital good its file’s extension and a type to open it with', () => {
    expect(
      downloadFile(
        'Yuzu Pflege-Guide (E-Book)',
        { url: '', fileExtension: 'pdf', mimeType: 'application/pdf' },
        'application/octet-stream',
      ),
    ).toEqual({
      name: 'Yuzu Pflege-Guide (E-Book).pdf',
      type: 'application/pdf',
    });
    expect(downloadFile('Guide', undefined, 'application/pdf')).toEqual({
      name: 'Guide.pdf',
      type: 'application/pdf',
    });
    expect(downloadFile('Guide.pdf', { url: 'https://cdn.example/a/guide.PDF?x=1' }, '')).toEqual({
      name: 'Guide.pdf',
      type: 'application/pdf',
    });
    expect(downloadFile('Noise', undefined, 'application/octet-stream')).toEqual({
      name: 'Noise',
      type: 'application/octet-stream',
    });
  });
});
