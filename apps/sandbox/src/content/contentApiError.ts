import { randomBytes } from 'node:crypto';

/** Error ids the Content Delivery and Preview APIs answer with (contentful.com/developers/docs/references/errors). */
export type ContentErrorId =
  | 'NotFound'
  | 'AccessTokenInvalid'
  | 'BadRequest'
  | 'InvalidQuery'
  | 'RateLimitExceeded'
  | 'ValidationFailed';

const statusById = {
  NotFound: 404,
  AccessTokenInvalid: 401,
  BadRequest: 400,
  InvalidQuery: 400,
  RateLimitExceeded: 429,
  ValidationFailed: 422,
} as const satisfies Record<ContentErrorId, number>;

const defaultMessageById: Record<ContentErrorId, string> = {
  NotFound: 'The resource could not be found.',
  AccessTokenInvalid: 'The access token you sent could not be found or is invalid.',
  BadRequest: 'The request was malformed or missing a required parameter.',
  InvalidQuery:
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
  RateLimitExceeded:
    'You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.',
  ValidationFailed: 'Validation error',
};

/** A failure answered with Contentful's error body; thrown inside handlers and rendered by the app's onError. */
export class ContentApiError extends Error {
  override readonly name = 'ContentApiError';
  readonly status: (typeof statusById)[ContentErrorId];

  constructor(
    readonly errorId: ContentErrorId,
    readonly details?: Record<string, unknown>,
    message?: string,
  ) {
    super(message ?? defaultMessageById[errorId]);
    this.status = statusById[errorId];
  }

  toBody(requestId: string): Record<string, unknown> {
    return {
      sys: { type: 'Error', id: this.errorId },
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      requestId,
    };
  }
}

export const newRequestId = (): string => randomBytes(12).toString('hex');

export const invalidQuery = (name: string, value: unknown, details?: string): ContentApiError =>
  new ContentApiError('InvalidQuery', { errors: [{ name, value, ...(details ? { details } : {}) }] });

export const notFound = (type: string, id: string): ContentApiError =>
  new ContentApiError('NotFound', { type, id });
