import { ContentError } from './ContentError';

const textOf = (cause: unknown): string =>
  cause instanceof Error
    ? cause.message
    : typeof cause === 'string'
      ? cause
      : 'Unknown content service error';

/** Spec 8: any other failure of the sku lookup, carried as its error text (the SDK's own message). */
export class ContentRequestError extends ContentError {
  override readonly name = 'ContentRequestError';

  constructor(cause: unknown) {
    super(textOf(cause), { cause });
  }
}
