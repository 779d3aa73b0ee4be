import { renderPdf } from './render-pdf.js';

/** The file of a digital guide: a short PDF with the guide's title (the sandbox's stand-in for the media file). */
export function guidePdf(guide: { title: string; fileName: string }): Promise<Buffer> {
  return renderPdf({ title: guide.title, date: new Date('2026-01-01T00:00:00Z') }, (page) => {
    page.font('Helvetica-Bold').fontSize(20).text(guide.title);
    page.moveDown();
    page
      .font('Helvetica')
      .fontSize(11)
      .text('Thank you for your purchase. This guide was delivered by the beautyshop sandbox.');
    page.moveDown();
    page.fontSize(9).fillColor('#666666').text(guide.fileName);
  });
}
