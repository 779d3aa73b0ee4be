import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { PublishablePackage } from './workspace.ts';

/** What a README example must produce, from `examples/<name>.expected.json` beside it. */
export interface ExampleExpectation {
  /** Node examples: texts the output must contain. */
  stdout?: string[];
  /** Browser examples: texts the page must show. */
  text?: string[];
  /** Browser examples: CSS custom properties the page's stylesheet must define on :root. */
  cssVariables?: string[];
  /** Browser examples: a button (by its text) to click and the text that must appear after the click. */
  click?: { button: string; then: string };
}

export interface ReadmeExample {
  /** e.g. examples/listing.ts */
  file: string;
  code: string;
  /** `*browser.tsx` examples run in a Vite + React app in Chromium; the others in Node, as ESM and as CJS. */
  runtime: 'node' | 'browser';
  expected: ExampleExpectation;
}

/** Every .ts/.tsx file in the package's examples/ folder: each must also be a fenced block of its README. */
export function readmeExamples(pkg: PublishablePackage): ReadmeExample[] {
  const dir = join(pkg.dir, 'examples');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file))
    .sort()
    .map((file) => {
      const expectedFile = join(dir, file.replace(/\.tsx?$/, '.expected.json'));
      return {
        file: `examples/${file}`,
        code: readFileSync(join(dir, file), 'utf8'),
        runtime: /browser\.tsx$/.test(file) ? 'browser' : 'node',
        expected: existsSync(expectedFile)
          ? (JSON.parse(readFileSync(expectedFile, 'utf8')) as ExampleExpectation)
          : {},
      };
    });
}

/** The contents of every ```ts / ```tsx fenced block of a README. */
export function fencedBlocks(readme: string): string[] {
  return [...readme.matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
};

/** The example as a consumer's ESM build runs it (types stripped, JSX compiled, imports untouched). */
export function toEsm(code: string, fileName: string): string {
  return ts.transpileModule(code, {
    fileName,
    compilerOptions: { ...compilerOptions, module: ts.ModuleKind.ESNext },
  }).outputText;
}

/**
 * The example as a CommonJS consumer writes it: imports become require() calls, and the statements run inside an
 * async function because CommonJS has no top-level await. An error still ends the process with exit code 1
 * (unhandled rejection), as it does in ESM.
 */
export function toCjs(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const imports = source.statements.filter(ts.isImportDeclaration).map((node) => node.getFullText());
  const body = source.statements
    .filter((node) => !ts.isImportDeclaration(node))
    .map((node) => node.getFullText());
  const wrapped = `${imports.join('')}\nasync function main() {${body.join('')}\n}\nmain();\n`;
  return ts.transpileModule(wrapped, {
    fileName,
    compilerOptions: { ...compilerOptions, module: ts.ModuleKind.CommonJS },
  }).outputText;
}

const typecheckOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: ['node'],
};

/** A compiler host that parses TypeScript's own lib files (lib.dom.d.ts is large) once for every example. */
const typecheckHost = (() => {
  const host = ts.createCompilerHost(typecheckOptions);
  const libDir = host.getDefaultLibLocation?.() ?? '';
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!fileName.startsWith(libDir)) return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    if (!parsed.has(fileName))
      parsed.set(fileName, getSourceFile(fileName, languageVersion, onError, shouldCreate));
    return parsed.get(fileName);
  };
  return host;
})();

/**
 * Typechecks the example as a consumer's editor does: strict, node16 resolution from an ESM project, against the
 * installed tarball's declarations and the consumer's @types packages. Returns the diagnostics as text.
 */
export function typecheckExample(file: string): string[] {
  const program = ts.createProgram({ rootNames: [file], options: typecheckOptions, host: typecheckHost });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName}:${line + 1}:${character + 1} ${message}`;
  });
}
