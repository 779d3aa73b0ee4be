/** At most this many badges on a card: more would cover the product image. */
export const MAX_TILE_BADGES = 3;

interface BadgeEntry {
  name: string;
  position: number;
}

function entriesOf(value: unknown): BadgeEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    const translated = record.translated as Record<string, unknown> | undefined;
    const name =
      typeof translated?.name === 'string' && translated.name !== '' ? translated.name : record.name;
    if (typeof name !== 'string' || name.trim() === '') return [];
    const position = typeof record.position === 'number' ? record.position : index;
    return [{ name: name.trim(), position }];
  });
}

/**
 * Spec 3: a product's badges (`badges`, or the ACRIS plugin's `acrisProductBadges` where only that is filled), as the
 * names to show on its card, in their position order, each once and at most three. Both fields are plugin fields
 * outside Shopware's schema, so anything not shaped like a named badge is left out rather than failing the card.
 */
export function productBadges(product: { badges?: unknown; acrisProductBadges?: unknown }): string[] {
  const own = entriesOf(product.badges);
  const entries = own.length > 0 ? own : entriesOf(product.acrisProductBadges);
  const names = [...entries].sort((a, b) => a.position - b.position).map((entry) => entry.name);
  return [...new Set(names)].slice(0, MAX_TILE_BADGES);
}
