import type { Translate } from '../i18n/translate';

/**
 * The names a shopper's browser saves an order's files under, the same from the order page and from the
 * checkout's success page: an invoice as "Rechnung-1004.pdf" in the page's language with its document number,
 * a digital good as its line's label with the extension of its file ("Yuzu Pflege-Guide (E-Book).pdf").
 */
export function invoiceFileName(
  t: Translate,
  document: { documentNumber?: string | null | undefined },
  order: { id: string; orderNumber?: string | undefined },
): string {
  return `${t('account.order.invoiceFile')}-${document.documentNumber ?? order.orderNumber ?? order.id}.pdf`;
}

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

/** The extension of the file a media URL names (`…/BS100227-guide.pdf` → `pdf`), lower case, or undefined. */
function extensionOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    path = new URL(url, 'http://x').pathname;
  } catch {
    return undefined;
  }
  return /\.([a-z0-9]{1,8})$/i.exec(path)?.[1]?.toLowerCase();
}

/**
 * A digital good's name and type: the line's label with its file's extension, and a type the browser opens it
 * with when the Store API answered only `application/octet-stream`.
 */
export function downloadFile(
  label: string,
  media: { url?: string; fileExtension?: string | null; mimeType?: string | null } | undefined,
  answeredType: string,
): { name: string; type: string } {
  const extension =
    media?.fileExtension?.toLowerCase() ||
    extensionOf(media?.url) ||
    Object.entries(TYPES_BY_EXTENSION).find(([, type]) => type === answeredType)?.[0];
  const known = answeredType !== '' && answeredType !== 'application/octet-stream';
  const type = known
    ? answeredType
    : media?.mimeType || ((extension && TYPES_BY_EXTENSION[extension]) ?? 'application/octet-stream');
  const name = extension && !label.toLowerCase().endsWith(`.${extension}`) ? `${label}.${extension}` : label;
  return { name, type };
}
