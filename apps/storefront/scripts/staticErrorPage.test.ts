import { describe, expect, it } from 'vitest';
import { staticErrorPage } from './staticErrorPage';

describe('the error page of a refused request goes out static', () => {
  const rendered = [
    '<!DOCTYPE html><html lang="de-DE"><head>',
    '<script nonce="n">window.__early=1</script>',
    '<link rel="canonical" href="http://shop/de-de/error"/>',
    '<link rel="alternate" hrefLang="en-GB" href="http://shop/en-gb/error"/>',
    '<link rel="modulepreload" href="/assets/entry.client-x.js"/>',
    '<link rel="stylesheet" href="/assets/shell-x.css"/>',
    '</head><body><main data-status="400"><h1>Fehler 400</h1><a href="/de-de">Zurück</a></main>',
    '<script nonce="n">window.__reactRouterContext = {"state":1};</script>',
    '<script type="module" nonce="n">import "/assets/entry.client-x.js";</script>',
    '</body></html>',
  ].join('');

  it('without the scripts that would hydrate it for another address, and without /error as canonical', () => {
    const page = staticErrorPage(rendered);
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('rel="canonical"');
    expect(page).not.toContain('rel="alternate"');
  });

  it('keeps the page itself: its styles, its message and its link home', () => {
    const page = staticErrorPage(rendered);
    expect(page).toContain('<link rel="stylesheet" href="/assets/shell-x.css"/>');
    expect(page).toContain('<main data-status="400"><h1>Fehler 400</h1><a href="/de-de">Zurück</a></main>');
  });
});
