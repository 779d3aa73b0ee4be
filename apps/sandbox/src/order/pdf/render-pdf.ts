import PDFDocument from 'pdfkit';

/** A PDF page as pdfkit draws it. */
export type PdfPage = InstanceType<typeof PDFDocument>;

/**
 * Draws a one-document PDF with pdfkit (pure JavaScript, the standard Helvetica fonts, no files read) and
 * answers its bytes. Creation dates are fixed to the given date so the same document renders the same bytes.
 */
export function renderPdf(
  meta: { title: string; date: Date },
  draw: (page: PdfPage) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const page = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: meta.title, Producer: 'beautyshop sandbox', CreationDate: meta.date },
    });
    const chunks: Buffer[] = [];
    page.on('data', (chunk: Buffer) => chunks.push(chunk));
    page.on('end', () => resolve(Buffer.concat(chunks)));
    page.on('error', reject);
    try {
      draw(page);
      page.end();
    } catch (error) {
      reject(error);
    }
  });
}
