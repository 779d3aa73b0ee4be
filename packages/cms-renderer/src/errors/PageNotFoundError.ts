import { ContentError } from './ContentError';

/** No page entry of the asked content types has this url: the shop answers with its 404 page. */
export class PageNotFoundError extends ContentError {
  override readonly name = 'PageNotFoundError';

  constructor(readonly url: string) {
    super(`No page found for url ${url}`);
  }
}
