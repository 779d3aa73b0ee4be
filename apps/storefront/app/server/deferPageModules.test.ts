import { describe, expect, it } from 'vitest';
import { deferPageModules as deferBytes, deferredModulesOf } from './deferPageModules';

/** The document as React writes it (bytes), deferred, read back as text. */
const deferPageModules = (html: string) => deferBytes(Buffer.from(html)).toString('utf8');

const routeModulesScript =
  '<script nonce="n1" type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");</script>';

/** A document as React and React Router write it: preloads hoisted into the head, the module script at the end. */
const documentOf = (script = routeModulesScript) =>
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" fetchPriority="high" href="/hero.webp"/>' +
  '<link rel="modulepreload" href="/assets/manifest.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
  '<link nonce="n1" rel="stylesheet" href="/assets/shell.css"/></head>' +
  '<body><main><img src="/hero.webp" fetchpriority="high"/></main>' +
  '<script nonce="n1">window.__reactRouterContext = {};</script>' +
  script +
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>';

describe('loading the page modules after the largest paint', () => {
  it('takes the module preloads out of the head and keeps the stylesheet and the image preload', () => {
    const html = deferPageModules(documentOf());
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link nonce="n1" rel="stylesheet" href="/assets/shell.css"/>');
    expect(html).toContain('<link rel="preload" as="image" fetchPriority="high" href="/hero.webp"/>');
  });

  it("keeps React Router's module script element, its imports now in a string the loader runs later", () => {
    const html = deferPageModules(documentOf());
    expect(html).toContain('<script nonce="n1" type="module" async="">const modules=');
    expect(html).not.toMatch(/>import "/);
    expect(html).toContain(JSON.stringify('import("/assets/entry.client.js");').slice(1, -1));
    expect(html).toContain('startModulesAfterLargestPaint');
  });

  it('names each preloaded module once, in the order React Router preloaded them', () => {
    expect(deferredModulesOf(deferPageModules(documentOf()))).toEqual([
      '/assets/manifest.js',
      '/assets/entry.client.js',
      '/assets/root.js',
    ]);
  });

  it('escapes "<" in the code and paths it carries, so that none can end the script element early', () => {
    const hostile = routeModulesScript.replace('import("/assets/entry.client.js")', 'import("/assets/a.js")');
    const html = deferPageModules(documentOf(hostile).replace('/assets/root.js', '/assets/</script><b>.js'));
    const script = /type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('startModulesAfterLargestPaint');
    expect(script).not.toContain('</');
    expect(script).not.toContain('<!--');
  });

  it('leaves a document without the module script (no hydration) as it was', () => {
    const html = documentOf('');
    expect(deferPageModules(html)).toBe(html);
    expect(deferredModulesOf(html)).toEqual([]);
  });

  it('copies the text around the head and the module script through unchanged, in any script', () => {
    const paragraph = '<p>Pflegecreme für Männer – 20 % günstiger 🧴</p>';
    const html = deferPageModules(documentOf().replace('<main>', `<main>${paragraph}`));
    expect(html).toBe(deferPageModules(documentOf()).replace('<main>', `<main>${paragraph}`));
    expect(html).toContain(paragraph);
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('leaves the document as it was where the marker is not in a module script of the body', () => {
    const inHeadOnly = documentOf('').replace('</head>', `${routeModulesScript}</head>`);
    expect(deferPageModules(inHeadOnly)).toBe(inHeadOnly);
    const notAModule = documentOf(routeModulesScript.replace(' type="module"', ''));
    expect(deferPageModules(notAModule)).toBe(notAModule);
  });
});
