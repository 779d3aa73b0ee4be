import { describe, expect, it } from 'vitest';
import { scriptFreeCopy } from './scriptFreeCopy.ts';

const page = [
  '<!DOCTYPE html><html lang="de-DE"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/shell.css#"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<script type="application/ld+json" nonce="n1">{"@type":"BreadcrumbList"}</script>',
  '</head><body><main><h1>Hautpflege</h1><a href="/de-de/Serum/BS1">Serum</a></main>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">import "/assets/manifest.js";</script>',
  '<SCRIPT>console.log("</p>")</SCRIPT ></body></html>',
].join('');

describe('the script-free copy of a page (the Lighthouse bench baseline)', () => {
  const copy = scriptFreeCopy(page, 'http://127.0.0.1:3000/de-de/Hautpflege/');

  it('has no script element and no module preload left, whatever their type or case', () => {
    expect(copy).not.toMatch(/<script/i);
    expect(copy).not.toContain('modulepreload');
    expect(copy).not.toContain('__reactRouterContext');
  });

  it('keeps the markup and the stylesheets as the shop served them', () => {
    expect(copy).toContain('<link rel="stylesheet" href="/assets/shell.css#"/>');
    expect(copy).toContain('<main><h1>Hautpflege</h1><a href="/de-de/Serum/BS1">Serum</a></main>');
  });

  it("resolves the page's relative URLs against the shop's origin, whatever serves the copy", () => {
    expect(copy).toMatch(
      /^<!DOCTYPE html><html lang="de-DE"><head><base href="http:\/\/127\.0\.0\.1:3000\/">/,
    );
  });

  it('refuses an answer that is no HTML page', () => {
    expect(() => scriptFreeCopy('{"errors":[]}', 'http://127.0.0.1:3000')).toThrow('no <head>');
  });
});
