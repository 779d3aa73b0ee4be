export { ContentError, isContentError } from './ContentError';
export { ContentRequestError } from './ContentRequestError';
export { ENTRY_NOT_FETCHED_MESSAGE, EntryNotFetchedError } from './EntryNotFetchedError';
export { PageNotFoundError } from './PageNotFoundError';
export { ProductPageNotFoundError } from './ProductPageNotFoundError';
