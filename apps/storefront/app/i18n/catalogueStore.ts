import { isLanguage, type Language } from '../locale/locales';
import type { Catalogue } from './translate';

/** The body of a texts asset (routes/texts.ts): the catalogue and the version it is. */
export interface CatalogueAsset {
  language: Language;
  version: string;
  messages: Readonly<Record<string, string>>;
}

/**
 * The catalogues this process holds, by version: on the server every language's, registered when the texts are
 * built (messages.server.ts); in the browser the ones it fetched. A version never changes its texts.
 */
const known = new Map<string, Catalogue>();

export function rememberCatalogue(version: string, catalogue: Catalogue): void {
  known.set(version, catalogue);
}

export function catalogueByVersion(version: string): Catalogue | undefined {
  return known.get(version);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A texts asset as the shop writes it; anything else (an error page, a proxy's answer) is none. */
export function isCatalogueAsset(value: unknown): value is CatalogueAsset {
  return (
    isRecord(value) &&
    isLanguage(value.language) &&
    typeof value.version === 'string' &&
    isRecord(value.messages) &&
    Object.values(value.messages).every((text) => typeof text === 'string')
  );
}

const loading = new Map<string, Promise<boolean>>();

/**
 * Fetches the texts at `href` (once per address, however many callers ask) and keeps them for the pages that
 * name their version; resolves to whether they are there. A failed fetch may be tried again later.
 */
export function loadCatalogue(href: string, version: string): Promise<boolean> {
  if (known.has(version)) return Promise.resolve(true);
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href, { credentials: 'same-origin' })
      .then((answer) => (answer.ok ? answer.json() : undefined))
      .then((body: unknown) => {
        if (!isCatalogueAsset(body) || body.version !== version) return false;
        rememberCatalogue(body.version, { language: body.language, messages: body.messages });
        return true;
      })
      .catch(() => false)
      .finally(() => loading.delete(href));
    loading.set(href, pending);
  }
  return pending;
}
