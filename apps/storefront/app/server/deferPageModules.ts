import { startModulesAfterLargestPaint } from '../build/startModulesAfterLargestPaint';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
/** React Router's module script: it imports the matched route modules, then the client entry. */
const ROUTE_MODULES_SCRIPT =
  /(<script\b[^>]*\btype="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;
/** How the loader names the modules it preloads, for `deferredModulesOf` to find them. */
const MODULES = /\bconst modules=(\[[^\]]*\]);/;

/** A value as a script literal that cannot end the script element it sits in. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The document with its page modules loading only after its largest image is painted (issue 18, see
 * app/build/startModulesAfterLargestPaint.ts): the `modulepreload` links React hoisted into the head are taken
 * out, and React Router's module script keeps its element (hydration finds it as rendered) but instead of
 * importing the modules it hands its code and the preloads to the loader. A document without that script (no
 * hydration) comes back as it was.
 */
export function deferPageModules(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!script || headEnd === -1) return html;
  const [, openTag, code] = script;
  const head = html.slice(0, headEnd);
  const modules = [
    ...new Set([...head.matchAll(MODULE_PRELOAD)].flatMap(([tag]) => HREF.exec(tag)?.[1] ?? [])),
  ];
  // A module script has a scope of its own: these names stay out of the page's globals.
  const loader = `const modules=${scriptLiteral(modules)};(${startModulesAfterLargestPaint.toString()})(${scriptLiteral(code)},modules);`;
  const body = html.slice(headEnd);
  return (
    head.replace(MODULE_PRELOAD, '') +
    body.replace(ROUTE_MODULES_SCRIPT, () => `${openTag}${loader}</script>`)
  );
}

/** The modules a deferred document loads once painted (for the benches and tests that count a page's modules). */
export function deferredModulesOf(html: string): string[] {
  const modules = MODULES.exec(html)?.[1];
  return modules ? (JSON.parse(modules) as string[]) : [];
}
