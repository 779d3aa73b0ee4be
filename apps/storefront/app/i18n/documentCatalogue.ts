import { loadCatalogue } from './catalogueStore';
import { TEXTS_PATH } from './textsPath';

/**
 * Loads the texts the server-rendered document names (the locale route's preload link, routes/locale.tsx) before
 * the page hydrates; resolves to whether they are there. A document that names none (an error outside every
 * locale) has nothing to wait for.
 */
export function loadDocumentCatalogue(document: Document): Promise<boolean> {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const { pathname } = new URL(link.href, document.baseURI);
    const segments = pathname.split('/');
    const version = segments.at(-1);
    if (segments.at(-2) === TEXTS_PATH && version) return loadCatalogue(pathname, version);
  }
  return Promise.resolve(true);
}
