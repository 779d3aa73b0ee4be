import { z } from 'zod';
import { ContentApiError } from './contentApiError.js';

const syncTokenSchema = z.object({
  mode: z.enum(['delivery', 'preview']),
  type: z.enum(['all', 'Entry', 'Asset', 'Deletion', 'DeletedEntry', 'DeletedAsset']),
  contentType: z.string().optional(),
  /** Entities with a sync sequence above this were not yet delivered. */
  since: z.number().int().min(0),
  /** Last sequence this round of pages goes up to; pages continue until it is reached. */
  until: z.number().int().min(0),
  offset: z.number().int().min(0),
  /** Items per page (sync `limit`, 1 to 1000, default 100). */
  pageSize: z.number().int().min(1).max(1000),
});

export type SyncState = z.infer<typeof syncTokenSchema>;

/** Stateless tokens: the state of a sync round travels in the token, so the sandbox keeps no sync tables. */
export const encodeSyncToken = (state: SyncState): string =>
  Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');

export function decodeSyncToken(token: string): SyncState {
  try {
    return syncTokenSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    throw new ContentApiError(
      'BadRequest',
      { errors: [{ name: 'sync_token', value: token }] },
      'Invalid sync token',
    );
  }
}
