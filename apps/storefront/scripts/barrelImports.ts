import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Plugin, parseAst } from 'vite';

/** Where a name the barrel exports is defined: the module it re-exports it from, and its name there. */
export interface BarrelExport {
  file: string;
  name: string;
}

/** The ESTree nodes read here (Rolldown's `this.parse` answers ESTree). */
interface Node {
  type: string;
  start: number;
  end: number;
}
interface Identifier extends Node {
  name?: string;
  value?: string;
}
interface Specifier extends Node {
  local: Identifier;
  imported?: Identifier;
  exported?: Identifier;
}
interface Statement extends Node {
  source?: { value: string } | null;
  specifiers?: Specifier[];
  importKind?: string;
}
type Parse = (code: string) => { body: Statement[] };

const nameOf = (identifier: Identifier | undefined): string | undefined =>
  identifier?.name ?? identifier?.value;

/** The names a barrel module re-exports (`export { a, b as c } from './x.js'`), with the module and name of each. */
export function barrelExports(code: string, barrelFile: string, parse: Parse): Map<string, BarrelExport> {
  const map = new Map<string, BarrelExport>();
  for (const statement of parse(code).body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source) continue;
    const file = join(dirname(barrelFile), statement.source.value);
    for (const specifier of statement.specifiers ?? []) {
      const local = nameOf(specifier.local);
      const exported = nameOf(specifier.exported);
      if (local !== undefined && exported !== undefined) map.set(exported, { file, name: local });
    }
  }
  return map;
}

/** The names a barrel file on disk re-exports, read with Vite's parser (for the build's configuration). */
export function readBarrelExports(barrelFile: string): Map<string, BarrelExport> {
  return barrelExports(
    readFileSync(barrelFile, 'utf8'),
    barrelFile,
    (code) =>
      parseAst(code) as unknown as {
        body: Statement[];
      },
  );
}

/**
 * The modules that define `names` behind a barrel, as one pattern over module ids: the chunk groups of the
 * client build (scripts/shellChunks.ts) name modules by pattern, and tsup names the package's modules by hash.
 * Throws for a name the barrel does not re-export, so a renamed export cannot quietly empty a group.
 */
export function modulesDefining(
  exports: ReadonlyMap<string, BarrelExport>,
  names: readonly string[],
): RegExp {
  const files = names.map((name) => {
    const found = exports.get(name);
    if (!found) throw new Error(`barrel-imports: the barrel does not export ${name}`);
    return found.file;
  });
  const escaped = [...new Set(files)].map((file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(${escaped.join('|')})$`);
}

/**
 * Rewrites `import { A, B as C } from '<barrel>'` into imports of the modules that define A and B. Namespace and
 * default imports, and names the barrel does not re-export by name, stay on the barrel. Answers null when nothing
 * changed.
 */
export function rewriteBarrelImports(
  code: string,
  barrel: string,
  exports: ReadonlyMap<string, BarrelExport>,
  parse: Parse,
): string | null {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of parse(code).body) {
    if (statement.type !== 'ImportDeclaration' || statement.source?.value !== barrel) continue;
    if (statement.importKind === 'type') continue;
    const specifiers = statement.specifiers ?? [];
    if (specifiers.length === 0 || specifiers.some((specifier) => specifier.type !== 'ImportSpecifier'))
      continue;
    const byFile = new Map<string, string[]>();
    const kept: string[] = [];
    for (const specifier of specifiers) {
      const imported = nameOf(specifier.imported);
      const local = nameOf(specifier.local);
      if (imported === undefined || local === undefined) return null;
      const found = exports.get(imported);
      if (found === undefined) {
        kept.push(imported === local ? imported : `${imported} as ${local}`);
        continue;
      }
      const names = byFile.get(found.file) ?? [];
      names.push(found.name === local ? local : `${found.name} as ${local}`);
      byFile.set(found.file, names);
    }
    const imports = [...byFile].map(
      ([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`,
    );
    if (kept.length > 0) imports.push(`import { ${kept.join(', ')} } from ${JSON.stringify(barrel)};`);
    edits.push({ start: statement.start, end: statement.end, text: imports.join('\n') });
  }
  if (edits.length === 0) return null;
  let result = code;
  for (const edit of edits.reverse())
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/**
 * Client builds only: imports of the named package's index become imports of the modules that define each name.
 *
 * `@beautyshop/ui` is built with a module per component behind one public index. Bundlers tree-shake unused
 * exports, but chunk by module, and every component's module is a dependency of the index: the chunk group that
 * claims what the root route reaches (scripts/shellChunks.ts) took every component with it, whichever page used it.
 * Importing each name from its own module lets each component go to the chunk of the pages that use it. Sources
 * keep importing the package's public index; only the bundle's module graph changes (as Next.js's
 * `optimizePackageImports` does).
 */
export function barrelImportsPlugin(barrel: string): Plugin {
  let exports: Map<string, BarrelExport> | undefined;
  return {
    name: 'beautyshop:barrel-imports',
    // Builds only: the dev server serves modules one by one anyway, and a package rebuilt while it runs would
    // leave the names read at start pointing at chunk files that are gone.
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      const resolved = await this.resolve(barrel);
      if (!resolved) throw new Error(`barrel-imports: cannot resolve ${barrel}`);
      const file = resolved.id.split('?')[0] ?? resolved.id;
      exports = barrelExports(
        readFileSync(file, 'utf8'),
        file,
        (code) => this.parse(code) as { body: Statement[] },
      );
    },
    transform(code, id) {
      // Route modules come through more than once: whole, and split by React Router (`root.tsx?route-chunk=…`).
      const file = id.split('?')[0] ?? id;
      if (exports === undefined || !code.includes(barrel) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const rewritten = rewriteBarrelImports(
        code,
        barrel,
        exports,
        (source) => this.parse(source) as { body: Statement[] },
      );
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
