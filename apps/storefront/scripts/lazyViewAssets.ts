import type { Manifest } from 'vite';
import type { LazyViewAssets } from '../app/build/lazyViews.ts';

/** A chunk and everything it imports statically, as keys of the manifest. */
function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const imported of manifest[current]?.imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}

function intersection(sets: readonly Set<string>[]): Set<string> {
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((key) => rest.every((set) => set.has(key))));
}

/**
 * What is loaded whenever `importer` runs: the chunks every entry (route module or client entry) that reaches it
 * statically loads with it. An importer no entry reaches (itself lazy) brings only its own static imports.
 */
function loadedWith(manifest: Manifest, importer: string): Set<string> {
  const entries = Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .map((key) => staticClosure(manifest, key))
    .filter((closure) => closure.has(importer));
  return entries.length > 0 ? intersection(entries) : staticClosure(manifest, importer);
}

/** The manifest keys of a source file's chunk; route modules carry a query after the path. */
const chunksOf = (manifest: Manifest, source: string) =>
  Object.keys(manifest).filter((key) => key.split('?')[0] === source);

export interface LazyViewAssetsOptions {
  /** Public base path of the client build (Vite's `base`). */
  base: string;
  /**
   * The route modules every page rendering it loads (the root route; for a part of framed pages, the frame's
   * layout too): their chunks and stylesheets are never named again.
   */
  roots: readonly string[];
}

const cssOf = (manifest: Manifest, keys: Iterable<string>) =>
  new Set([...keys].flatMap((key) => manifest[key]?.css ?? []));

/**
 * The chunks and stylesheets a lazily imported module (`source`, as the manifest names it) brings beyond what is
 * loaded wherever it is imported: the modules to preload and the stylesheets to link when a page renders it.
 */
export function lazyViewAssetsFrom(
  manifest: Manifest,
  source: string,
  { base, roots }: LazyViewAssetsOptions,
): LazyViewAssets {
  if (!manifest[source]?.isDynamicEntry) {
    throw new Error(`lazy views: ${source} is not a lazily imported chunk of the client build`);
  }
  const importers = Object.keys(manifest).filter((key) => manifest[key]?.dynamicImports?.includes(source));
  const loaded = new Set([
    ...roots.flatMap((root) => chunksOf(manifest, root)).flatMap((key) => [...staticClosure(manifest, key)]),
    ...intersection(importers.map((importer) => loadedWith(manifest, importer))),
  ]);
  const needed = [...staticClosure(manifest, source)].filter((key) => !loaded.has(key));
  const loadedCss = cssOf(manifest, loaded);
  return {
    scripts: needed.map((key) => `${base}${manifest[key]?.file}`),
    styles: [...cssOf(manifest, needed)]
      .filter((file) => !loadedCss.has(file))
      .map((file) => `${base}${file}`),
  };
}
