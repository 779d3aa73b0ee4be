/** An entity with a stored name and Shopware's `translated` names (the current language, with its fallback). */
export interface NamedEntity {
  name: string;
  translated?: Record<string, unknown> | undefined;
}

/** The name in the current language (Shopware's `translated`), else the stored one; undefined for no entity. */
export function translatedName(entity: NamedEntity): string;
export function translatedName(entity: NamedEntity | null | undefined): string | undefined;
export function translatedName(entity: NamedEntity | null | undefined): string | undefined {
  const translated = entity?.translated?.name;
  return typeof translated === 'string' && translated !== '' ? translated : entity?.name;
}
