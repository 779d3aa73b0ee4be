import { startModulesAfterLargestPaint } from '../build/startModulesAfterLargestPaint';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
/** React Router's module script, whole: it imports the matched route modules, then the client entry. */
const ROUTE_MODULES_SCRIPT =
  /^(<script\b[^>]*\btype="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>$/;
/** How the loader names the modules it preloads, for `deferredModulesOf` to find them. */
const MODULES = /\bconst modules=(\[[^\]]*\]);/;

/** A value as a script literal that cannot end the script element it sits in. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const HEAD_END = Buffer.from('</head>');
const SCRIPT_START = Buffer.from('<script');
const SCRIPT_END = Buffer.from('</script>');
const ROUTE_MODULES_MARK = Buffer.from('window.__reactRouterRouteModules');
/** The loader's source, the same for every document. */
const LOADER_SOURCE = startModulesAfterLargestPaint.toString();

/**
 * The document with its page modules loading only after its largest image is painted (issue 18, see
 * app/build/startModulesAfterLargestPaint.ts): the `modulepreload` links React hoisted into the head are taken
 * out, and React Router's module script keeps its element (hydration finds it as rendered) but instead of
 * importing the modules it hands its code and the preloads to the loader. A document without that script in its
 * body (no hydration) comes back as it was.
 *
 * It works on the bytes React wrote: only the head and the module script are read as text, the rest (the markup
 * and the loader data, most of a page's 150 to 260 KB) is copied through. Decoding the whole document to a string
 * and handing that to `Response`, which checks every character of it and encodes it again, took about a sixth of
 * the shop's CPU per rendered category page.
 */
export function deferPageModules(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = page.indexOf(HEAD_END);
  const mark = headEnd === -1 ? -1 : page.indexOf(ROUTE_MODULES_MARK, headEnd);
  const scriptStart = mark === -1 ? -1 : page.lastIndexOf(SCRIPT_START, mark);
  const scriptEnd = mark === -1 ? -1 : page.indexOf(SCRIPT_END, mark);
  if (scriptStart < headEnd || scriptEnd === -1) return page;
  const scriptText = page.toString('utf8', scriptStart, scriptEnd + SCRIPT_END.length);
  const script = ROUTE_MODULES_SCRIPT.exec(scriptText);
  if (!script) return page;
  const [, openTag, code] = script;
  const head = page.toString('utf8', 0, headEnd);
  const modules = [
    ...new Set([...head.matchAll(MODULE_PRELOAD)].flatMap(([tag]) => HREF.exec(tag)?.[1] ?? [])),
  ];
  // A module script has a scope of its own: these names stay out of the page's globals.
  const loader = `const modules=${scriptLiteral(modules)};(${LOADER_SOURCE})(${scriptLiteral(code)},modules);`;
  return Buffer.concat([
    Buffer.from(head.replace(MODULE_PRELOAD, '')),
    page.subarray(headEnd, scriptStart),
    Buffer.from(`${openTag}${loader}</script>`),
    page.subarray(scriptEnd + SCRIPT_END.length),
  ]);
}

/** The modules a deferred document loads once painted (for the benches and tests that count a page's modules). */
export function deferredModulesOf(html: string): string[] {
  const modules = MODULES.exec(html)?.[1];
  return modules ? (JSON.parse(modules) as string[]) : [];
}
