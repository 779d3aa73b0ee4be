import { describe, expect, it } from 'vitest';
import { answersWithJson, errorPagePath, refusalAnswer } from './refusalAnswer.ts';

const page = async (status: number, path: string) =>
  new Response(`<h1>Fehler ${status}</h1><p>${path}</p>`, { headers: { 'content-type': 'text/html' } });

describe('issue 12: a refused request gets the shop error page or JSON as fits the route', () => {
  it('answers a page request with the error page in the language of its path, and Allow for a method', async () => {
    const answer = await refusalAnswer(405, '/fr-fr/Hautpflege/?x=1', 'text/html', async (status, path) =>
      page(status, errorPagePath(path)),
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(await answer.text()).toBe('<h1>Fehler 405</h1><p>/fr-fr/error</p>');
  });

  it('answers data requests, resource routes and build files with JSON', async () => {
    for (const path of [
      '/de-de/Hautpflege.data',
      '/de-de/search/suggest',
      '/products/tiles',
      '/de-de/_texts/de-x',
      '/assets/x.js',
    ])
      expect(answersWithJson(path, undefined), path).toBe(true);
    expect(answersWithJson('/de-de/', 'application/json')).toBe(true);
    expect(answersWithJson('/de-de/', 'text/html,application/json')).toBe(false);
    const answer = await refusalAnswer(414, '/de-de/search/suggest?search=x', undefined, page);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.json()).toEqual({ errors: [{ status: '414', title: 'URI Too Long' }] });
  });

  it('still answers with the status when the error page itself fails', async () => {
    const answer = await refusalAnswer(400, '/de-de/%zz', 'text/html', async () => {
      throw new Error('render failed');
    });
    expect(answer.status).toBe(400);
  });

  it('finds the locale of a path too long or malformed to read whole', () => {
    expect(errorPagePath(`/de-at/${'x'.repeat(10_000)}`)).toBe('/de-at/error');
    expect(errorPagePath('/%E0%A4%A')).toBe('/error');
  });
});
