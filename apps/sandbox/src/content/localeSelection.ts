import { ContentApiError } from './contentApiError.js';
import type { StoredFields, StoredLocale } from './contentStore.js';

/** `locale=*` returns every field as a map of locale codes; a single locale walks its fallback chain per field. */
export type LocaleSelection = { kind: 'all' } | { kind: 'one'; code: string; chain: string[] };

export function selectLocale(locales: StoredLocale[], requested: string | undefined): LocaleSelection {
  if (requested === '*') return { kind: 'all' };
  const fallbackLocale = locales.find((l) => l.isDefault) ?? locales[0];
  const code = requested ?? fallbackLocale?.code;
  const start = locales.find((l) => l.code === code);
  if (!start) throw new ContentApiError('BadRequest', undefined, `Unknown locale: ${String(requested)}`);
  const chain: string[] = [];
  for (let l: StoredLocale | undefined = start; l && !chain.includes(l.code); ) {
    chain.push(l.code);
    const next: string | null = l.fallbackCode;
    l = next === null ? undefined : locales.find((x) => x.code === next);
  }
  return { kind: 'one', code: start.code, chain };
}

/** Contentful omits a field when neither the locale nor any locale of its fallback chain has a value. */
export function localiseFields(fields: StoredFields, selection: LocaleSelection): Record<string, unknown> {
  if (selection.kind === 'all') return structuredClone(fields);
  const out: Record<string, unknown> = {};
  for (const [fieldId, values] of Object.entries(fields)) {
    for (const code of selection.chain) {
      if (values[code] !== undefined) {
        out[fieldId] = structuredClone(values[code]);
        break;
      }
    }
  }
  return out;
}
