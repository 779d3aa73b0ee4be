import { describe, expect, it } from 'vitest';
import { errorMessageFor, parseErrorData, shownErrorCode } from './errorPageModel';

describe('spec 2.5 error page messages', () => {
  it.each([404, 408, 500, 502, 503])('code %i has its own message', (status) => {
    expect(errorMessageFor(status, undefined)).toEqual({ kind: 'key', key: `error.message${status}` });
  });

  it('a custom message overrides the default', () => {
    expect(errorMessageFor(500, 'Wartung bis 14 Uhr')).toEqual({
      kind: 'custom',
      text: 'Wartung bis 14 Uhr',
    });
  });

  it('any other code shows the supplied message or none', () => {
    expect(errorMessageFor(418, undefined)).toEqual({ kind: 'none' });
  });

  it('reads thrown data leniently: unknown shapes carry nothing', () => {
    expect(parseErrorData({ path: '/x', message: 'm', blocks: [1] })).toEqual({
      path: '/x',
      message: 'm',
      blocks: [1],
    });
    expect(parseErrorData({ path: 3, blocks: 'x' })).toEqual({});
    expect(parseErrorData('Not Found')).toEqual({});
  });

  it('issue 12: /error?code= shows only the known codes of spec 2.5, anything else as the default 404', () => {
    for (const code of [404, 408, 500, 502, 503]) expect(shownErrorCode(String(code))).toBe(code);
    for (const raw of ['403', '200', '302', '999', 'abc', '', null]) expect(shownErrorCode(raw)).toBe(404);
  });

  it('carries the code to show beside the thrown status', () => {
    expect(parseErrorData({ code: 503 })).toEqual({ code: 503 });
    expect(parseErrorData({ code: '503' })).toEqual({});
  });
});
