/** Base of every content lookup failure; `name` tells the kind apart, also across realms (see isContentError). */
export abstract class ContentError extends Error {
  abstract override readonly name: string;
}

export const isContentError = (value: unknown): value is ContentError =>
  value instanceof ContentError ||
  (value instanceof Error &&
    ['EntryNotFetchedError', 'ProductPageNotFoundError', 'ContentRequestError'].includes(value.name));
