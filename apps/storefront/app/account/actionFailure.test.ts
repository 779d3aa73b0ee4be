import { StoreApiHttpError, StoreApiNetworkError } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { actionFailureOf, fieldNameOfPointer } from './actionFailure';

describe('a refused account call becomes what the form shows', () => {
  it('reads a 429 as a wait, with the seconds of Retry-After', () => {
    const response = new Response(null, { status: 429, headers: { 'Retry-After': '30' } });
    const error = new StoreApiHttpError({ status: 429, messages: ['throttled'], response });
    expect(actionFailureOf(error)).toEqual({ kind: 'throttled', seconds: 30 });
  });

  it('reads blank fields as violations of the fields the form named', () => {
    const error = new StoreApiHttpError({
      status: 400,
      messages: ['blank'],
      errors: [
        {
          code: 'VIOLATION::IS_BLANK_ERROR',
          detail: 'This value should not be blank.',
          source: { pointer: '/billingAddress/street' },
        },
      ],
    });
    expect(actionFailureOf(error)).toEqual({
      kind: 'violations',
      fields: {
        'billingAddress.street': {
          code: 'VIOLATION::IS_BLANK_ERROR',
          detail: 'This value should not be blank.',
        },
      },
    });
  });

  it("keeps Shopware's code for any other refusal", () => {
    const error = new StoreApiHttpError({
      status: 401,
      messages: ['bad'],
      errors: [{ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' }],
    });
    expect(actionFailureOf(error)).toEqual({
      kind: 'refused',
      status: 401,
      code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
    });
  });

  it('reads a network failure (status 0) as unavailable', () => {
    expect(actionFailureOf(new StoreApiNetworkError({ status: 0, messages: ['down'] }))).toEqual({
      kind: 'unavailable',
    });
  });

  it('throws on what is not a Store API answer (a bug)', () => {
    expect(() => actionFailureOf(new TypeError('x'))).toThrow(TypeError);
  });

  it('names nested pointers as bracketed form fields', () => {
    expect(fieldNameOfPointer('/email')).toBe('email');
    expect(fieldNameOfPointer('/billingAddress/zipcode')).toBe('billingAddress.zipcode');
  });
});
