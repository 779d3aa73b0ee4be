import { ContentError } from './ContentError';

/** Spec 8, word for word (including "befetched"): the entry is missing or has no fields. */
export const ENTRY_NOT_FETCHED_MESSAGE = 'Content for entry id could not befetched';

export class EntryNotFetchedError extends ContentError {
  override readonly name = 'EntryNotFetchedError';

  constructor(
    readonly entryId: string,
    options?: { cause?: unknown },
  ) {
    super(ENTRY_NOT_FETCHED_MESSAGE, options);
  }
}
