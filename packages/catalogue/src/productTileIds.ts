import { z } from 'zod';
import { isEntityId } from './entityId.js';

/** Two last-seen lists' worth: the slider asks for at most 12; the cap keeps one request one Store API page. */
export const MAX_TILE_IDS = 24;

const tileIdsSchema = z
  .string()
  .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
  .pipe(
    z
      .array(z.string().refine(isEntityId, { message: 'Each id must be 32 hexadecimal characters' }))
      .min(1, { message: 'ids is required' })
      .max(MAX_TILE_IDS, { message: `At most ${MAX_TILE_IDS} ids` }),
  );

export type TileIdsResult = { ok: true; ids: string[] } | { ok: false; message: string };

/** The `ids` query parameter of the product tiles route: comma-separated product ids, repeats counted once. */
export function parseTileIds(value: string | null): TileIdsResult {
  const parsed = tileIdsSchema.safeParse(value ?? '');
  return parsed.success
    ? { ok: true, ids: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid ids' };
}

/** The Store API answers in its own order; the slider shows the products in the order it asked for them. */
export function inRequestedOrder<Item extends { id: string }>(
  ids: readonly string[],
  items: readonly Item[],
): Item[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
