import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (this package sits at tools/package-checks). */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** The fields of package.json the checks read. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  type?: string;
  exports?: Record<string, unknown>;
  files?: string[];
  sideEffects?: boolean | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface PublishablePackage {
  name: string;
  /** The folder name under packages/, also the API report's file name. */
  folder: string;
  dir: string;
  manifest: Manifest;
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/**
 * Every package under packages/ whose package.json is not `"private": true`: a new package joins every check by
 * being created there (and named in this package's devDependencies so turbo builds it first).
 */
export function publishablePackages(root = repoRoot): PublishablePackage[] {
  const packagesDir = join(root, 'packages');
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(packagesDir, entry.name);
      const manifest = readManifest(dir);
      return { name: manifest.name, folder: entry.name, dir, manifest };
    })
    .filter((pkg) => pkg.manifest.private !== true)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The package's subpath exports that are JavaScript modules (not stylesheets or package.json). */
export function codeEntryPoints(manifest: Manifest): string[] {
  return Object.entries(manifest.exports ?? {})
    .filter(([subpath, target]) => subpath !== './package.json' && !/\.css"/.test(JSON.stringify(target)))
    .map(([subpath]) => subpath);
}

/** The subpath exports that attw must skip: stylesheets have no types by nature. */
export function nonCodeEntryPoints(manifest: Manifest): string[] {
  const code = new Set(codeEntryPoints(manifest));
  return Object.keys(manifest.exports ?? {}).filter(
    (subpath) => !code.has(subpath) && subpath !== './package.json',
  );
}
