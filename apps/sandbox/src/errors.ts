/** One error of Shopware's error envelope: `{ errors: [{ status, code, title, detail, source?, meta? }] }`. */
export interface StoreApiErrorItem {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
  meta?: { parameters?: Record<string, unknown> };
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 412 | 413 | 415 | 429 | 500;

const TITLES: Record<ErrorStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Base of every error the sandbox answers with; each kind is its own class with a const `name`. */
export class StoreApiError extends Error {
  override readonly name: string = 'StoreApiError';
  readonly status: ErrorStatus;
  readonly code: string;
  readonly items: readonly StoreApiErrorItem[];
  /** Headers the answer carries besides the body (a 429's Retry-After). */
  readonly headers: Record<string, string> = {};

  constructor(status: ErrorStatus, code: string, detail: string, extra: Partial<StoreApiErrorItem> = {}) {
    super(detail);
    this.status = status;
    this.code = code;
    this.items = [{ status: String(status), code, title: TITLES[status], detail, ...extra }];
  }

  toJSON(): { errors: StoreApiErrorItem[] } {
    return { errors: [...this.items] };
  }
}

export class MissingAccessKeyError extends StoreApiError {
  override readonly name = 'MissingAccessKeyError';
  constructor() {
    super(401, 'FRAMEWORK__UNAUTHORIZED', 'Header "sw-access-key" is required.', {
      source: { parameter: 'sw-access-key' },
    });
  }
}

export class InvalidAccessKeyError extends StoreApiError {
  override readonly name = 'InvalidAccessKeyError';
  constructor() {
    super(401, 'FRAMEWORK__API_INVALID_ACCESS_KEY', 'Access key is invalid and could not be identified.', {
      source: { parameter: 'sw-access-key' },
    });
  }
}

export class LanguageNotAvailableError extends StoreApiError {
  override readonly name = 'LanguageNotAvailableError';
  constructor(languageId: string) {
    super(
      412,
      'SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE',
      `Provided language ${languageId} is not in list of available languages.`,
      { meta: { parameters: { languageId } } },
    );
  }
}

export class EntityNotFoundError extends StoreApiError {
  override readonly name = 'EntityNotFoundError';
  constructor(code: string, entity: string, id: string) {
    super(404, code, `${entity} for id ${id} not found.`, { meta: { parameters: { id } } });
  }
}

export class RouteNotFoundError extends StoreApiError {
  override readonly name = 'RouteNotFoundError';
  constructor(method: string, path: string) {
    super(404, 'FRAMEWORK__ROUTE_NOT_FOUND', `No route found for "${method} ${path.slice(0, 200)}".`);
  }
}

export class MalformedJsonError extends StoreApiError {
  override readonly name = 'MalformedJsonError';
  constructor() {
    super(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The JSON payload is malformed.', {
      source: { pointer: '/' },
    });
  }
}

export class PayloadTooLargeError extends StoreApiError {
  override readonly name = 'PayloadTooLargeError';
  constructor(maxBytes: number) {
    super(413, 'FRAMEWORK__REQUEST_BODY_TOO_LARGE', `The request body exceeds ${maxBytes} bytes.`);
  }
}

/** A criteria or parameter violation, pointing at the offending field like Shopware's SearchRequestException. */
export class InvalidParameterError extends StoreApiError {
  override readonly name = 'InvalidParameterError';
  constructor(code: string, detail: string, pointer: string) {
    super(400, code, detail, { source: { pointer } });
  }
}

export class InternalError extends StoreApiError {
  override readonly name = 'InternalError';
  constructor() {
    super(500, 'FRAMEWORK__INTERNAL_ERROR', 'An unexpected error occurred.');
  }
}
