import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { runInNewContext } from 'node:vm';

const PREFIX = 'window.__reactRouterManifest=';
/** Spec 2.1: a route id is its name, then `___` and the locale (and `___default` for the unprefixed copy). */
const SEPARATOR = '___';

type Value = string | boolean | string[];
/** A route entry of React Router's client manifest: string, boolean and string-list fields. */
type RouteEntry = { id: string; parentId?: string; path?: string } & Record<string, unknown>;
interface Manifest {
  routes: Record<string, RouteEntry>;
  [key: string]: unknown;
}

/** The fields that tell the locale copies of one route apart; the rest (module, imports, css, flags) they share. */
const OWN_FIELDS = new Set(['id', 'parentId', 'path']);

/**
 * One route without its locale: [body, name, parent, path]. The parent is its name when it carries the route's
 * own suffix, else its whole id in a one-element list; a missing parent or path is 0, a path that is the locale
 * code of the id (the locale prefix's own route) is 1.
 */
type Row = [number, string, string | [string] | 0, string | 0 | 1];

/** Answers the manifest a manifest module puts on `window`, run as a browser runs it. */
export function evaluateManifest(source: string): unknown {
  const window: { __reactRouterManifest?: unknown } = {};
  runInNewContext(source, { window });
  return window.__reactRouterManifest;
}

function parseManifest(source: string): Manifest {
  const trimmed = source.trim();
  if (!trimmed.startsWith(PREFIX))
    throw new Error('compactRouteManifest: not a React Router client manifest');
  return JSON.parse(trimmed.slice(PREFIX.length).replace(/;$/, '')) as Manifest;
}

/** Asset paths become indexes into one table; the decoder reads every number in a body as such an index. */
function encodeBody(
  route: RouteEntry,
  table: Map<string, number>,
): Record<string, number | boolean | number[]> {
  const indexOf = (asset: string): number => {
    const known = table.get(asset);
    if (known !== undefined) return known;
    table.set(asset, table.size);
    return table.size - 1;
  };
  const body: Record<string, number | boolean | number[]> = {};
  for (const [key, value] of Object.entries(route) as [string, Value][]) {
    if (OWN_FIELDS.has(key)) continue;
    if (typeof value === 'boolean') body[key] = value;
    else if (typeof value === 'string') body[key] = indexOf(value);
    else if (Array.isArray(value)) body[key] = value.map(indexOf);
    else throw new Error(`compactRouteManifest: unexpected ${typeof value} in route field ${key}`);
  }
  return body;
}

function encodeRow(route: RouteEntry, body: number): { suffix: string; row: Row } {
  const name = route.id.split(SEPARATOR)[0] ?? route.id;
  const suffix = route.id.slice(name.length);
  const parent: Row[2] =
    route.parentId === undefined
      ? 0
      : suffix !== '' && route.parentId.endsWith(suffix)
        ? route.parentId.slice(0, -suffix.length)
        : [route.parentId];
  const locale = suffix.split(SEPARATOR)[1];
  const path = route.path === undefined ? 0 : route.path === locale ? 1 : route.path;
  return { suffix, row: [body, name, parent, path] };
}

// The browser side: expands groups of [suffixes, rows] in order, each route with its own arrays.
const DECODER =
  'm.routes={};for(const[s,t]of g)for(const x of s)for(const[i,n,p,h]of t){const r={id:n+x};' +
  'if(p!==0)r.parentId=typeof p==="string"?p+x:p[0];if(h!==0)r.path=h===1?x.split("___")[1]:h;' +
  'for(const k in b[i]){const v=b[i][k];r[k]=typeof v==="number"?a[v]:Array.isArray(v)?v.map(j=>a[j]):v}' +
  'm.routes[r.id]=r}return m';

/**
 * Rewrites React Router's client route manifest module so that it builds the same object from shared parts.
 *
 * Every route of the shop exists unprefixed and under six locale prefixes (spec 2.1), so the manifest holds 372
 * entries where 53 say everything: the copies differ only in their id's locale suffix, and repeat the module,
 * imports, css and the same names of parent and path. React Router writes them out in full (200 KB), and the copies
 * of a route sit further apart than gzip's 32 KB window, so gzip cannot fold them: 7 KB of every page's first-load
 * JavaScript. Here each distinct route body is written once, asset paths once, and the routes of all locales
 * that share one shape as one list of rows with the list of suffixes it holds for.
 *
 * The result is checked by running it: unless it builds an object equal to the original, routes in the same
 * order, the original is answered unchanged (`null` then), so a manifest format React Router changes one day
 * costs bytes, never a broken shop.
 */
export function compactManifestSource(source: string): string | null {
  const manifest = parseManifest(source);
  const { routes, ...rest } = manifest;
  const table = new Map<string, number>();
  const bodies: string[] = [];
  const bodyIndex = new Map<string, number>();
  // Groups keep the routes' order: suffix by suffix as they first appear, and routes in order within each.
  const rowsBySuffix = new Map<string, Row[]>();
  try {
    for (const route of Object.values(routes)) {
      const body = JSON.stringify(encodeBody(route, table));
      let index = bodyIndex.get(body);
      if (index === undefined) {
        index = bodies.length;
        bodies.push(body);
        bodyIndex.set(body, index);
      }
      const { suffix, row } = encodeRow(route, index);
      const rows = rowsBySuffix.get(suffix) ?? [];
      rows.push(row);
      rowsBySuffix.set(suffix, rows);
    }
  } catch {
    return null;
  }
  // Suffixes whose rows read the same share one group; a group follows the previous one only when it comes next in
  // the manifest, so that the expansion keeps the original order.
  const groups: [string[], string][] = [];
  for (const [suffix, rows] of rowsBySuffix) {
    const shape = JSON.stringify(rows);
    const last = groups[groups.length - 1];
    if (last !== undefined && last[1] === shape) last[0].push(suffix);
    else groups.push([[suffix], shape]);
  }
  const compact =
    `${PREFIX}(()=>{const m=${JSON.stringify(rest)},a=${JSON.stringify([...table.keys()])},` +
    `b=[${bodies.join(',')}],g=[${groups.map(([suffixes, shape]) => `[${JSON.stringify(suffixes)},${shape}]`).join(',')}];` +
    `${DECODER}})();`;
  const rebuilt = evaluateManifest(compact) as Manifest;
  const sameOrder = isDeepStrictEqual(Object.keys(rebuilt.routes), Object.keys(routes));
  return sameOrder && isDeepStrictEqual(JSON.parse(JSON.stringify(rebuilt)), manifest) ? compact : null;
}

/**
 * Compacts the manifest module of a client build in place. Answers its size before and after (the same when the
 * compact form did not rebuild the original, which the build log then shows).
 */
export function compactRouteManifest(clientRoot: string): { before: number; after: number } {
  const assets = join(clientRoot, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (file === undefined) throw new Error(`compactRouteManifest: no manifest module in ${assets}`);
  const path = join(assets, file);
  const source = readFileSync(path, 'utf8');
  const compact = compactManifestSource(source);
  if (compact !== null) writeFileSync(path, compact);
  return { before: source.length, after: (compact ?? source).length };
}
