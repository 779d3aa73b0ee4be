import { describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH, screenRequest } from './requestScreen.ts';

describe('issue 12: a request the app cannot answer is refused before routing, never ending the process', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('lets %s through', (method) => {
    expect(screenRequest(method, '/de-de/')).toBeUndefined();
  });

  it('answers TRACE and CONNECT, which HTTP defines, with 405', () => {
    expect(screenRequest('TRACE', '/de-de')).toEqual({ kind: 'method', status: 405 });
    expect(screenRequest('CONNECT', '/de-de')).toEqual({ kind: 'method', status: 405 });
  });

  it('answers a method it does not know (TRACK, PROPFIND, lower case) with 501', () => {
    for (const method of ['TRACK', 'PROPFIND', 'get', 'BREW'])
      expect(screenRequest(method, '/de-de')).toEqual({ kind: 'method', status: 501 });
  });

  it('answers a Host header that names no host with 400, instead of failing to build the URL', () => {
    for (const host of ['a b', '127.0.0.1:abc', 'x:99999999', '[::1', '%zz', 'exa mple.com', 'a/b', 'u@a']) {
      expect(screenRequest('GET', '/de-de', host)).toEqual({ kind: 'malformedHost', status: 400 });
    }
    for (const host of [
      '127.0.0.1:3000',
      'shop.example',
      'Shop.Example:443',
      '[::1]:8080',
      'bücher.example',
    ]) {
      expect(screenRequest('GET', '/de-de', host)).toBeUndefined();
    }
    expect(screenRequest('GET', '/de-de', undefined)).toBeUndefined();
  });

  it('answers a target longer than the limit with 414', () => {
    expect(screenRequest('GET', `/${'a'.repeat(MAX_TARGET_LENGTH)}`)).toEqual({
      kind: 'targetTooLong',
      status: 414,
    });
    expect(screenRequest('GET', `/${'a'.repeat(1_000)}`)).toBeUndefined();
  });

  it('answers a path that does not percent-decode with 400', () => {
    for (const target of ['/de-de/%E0%A4%A', '/%', '/de-de/%zz/'])
      expect(screenRequest('GET', target)).toEqual({ kind: 'malformedTarget', status: 400 });
  });

  it('answers an absolute or asterisk target with 400', () => {
    expect(screenRequest('GET', 'http://elsewhere.example/de-de')).toEqual({
      kind: 'malformedTarget',
      status: 400,
    });
    expect(screenRequest('OPTIONS', '*')).toEqual({ kind: 'malformedTarget', status: 400 });
  });

  it('redirects `//x` and `/\\x` to the same path with one slash on this origin, query kept', () => {
    expect(screenRequest('GET', '//Hautpflege')).toEqual({
      kind: 'offOriginPath',
      status: 301,
      location: '/Hautpflege',
    });
    expect(screenRequest('GET', '/\\Hautpflege?order=x')).toEqual({
      kind: 'offOriginPath',
      status: 301,
      location: '/Hautpflege?order=x',
    });
    expect(screenRequest('GET', '/\\/\\evil.example')).toEqual({
      kind: 'offOriginPath',
      status: 301,
      location: '/evil.example',
    });
  });

  it('leaves a bad percent-encoding in the query to the page (URLSearchParams reads it as it stands)', () => {
    expect(screenRequest('GET', '/de-de/search?search=%E0%A4%A')).toBeUndefined();
  });
});
