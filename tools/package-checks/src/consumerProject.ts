import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm } from './pnpm.ts';
import type { PublishablePackage } from './workspace.ts';

export interface ConsumerProject {
  dir: string;
  /** A blank project with "type": "module" (its node_modules is the parent's). */
  esmDir: string;
  /** A blank project with "type": "commonjs". */
  cjsDir: string;
}

/**
 * The packages a consumer adds next to the tarball: the peer dependencies (react, react-dom) at the package's
 * peer range, their @types and @types/node for the typecheck, and `extra` (e.g. Vite for a browser app).
 */
export function consumerDependencies(pkg: PublishablePackage, extra: Record<string, string> = {}) {
  const { peerDependencies = {}, devDependencies = {} } = pkg.manifest;
  const dependencies: Record<string, string> = { ...peerDependencies };
  const devDeps: Record<string, string> = { '@types/node': '^20.19.0' };
  for (const peer of Object.keys(peerDependencies)) {
    const types = `@types/${peer}`;
    const range = devDependencies[types];
    if (range) devDeps[types] = range;
  }
  return { dependencies, devDependencies: { ...devDeps, ...extra } };
}

/**
 * Installs the packed tarball alone into a fresh temp folder, as another team would: its public dependencies
 * come from the npm registry (through the shared pnpm store, `--prefer-offline`), and a dependency on another
 * package of this repository comes from that package's tarball, never from the workspace.
 */
export async function installConsumer(
  pkg: PublishablePackage,
  tarballs: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<ConsumerProject> {
  const dir = mkdtempSync(join(tmpdir(), `beautyshop-consumer-${pkg.folder}-`));
  const { dependencies, devDependencies } = consumerDependencies(pkg, extra);
  const overrides = Object.fromEntries(
    Object.entries(tarballs)
      .filter(([name]) => name !== pkg.name)
      .map(([name, tarball]) => [name, `file:${tarball}`]),
  );
  const manifest = {
    name: `consumer-of-${pkg.folder}`,
    private: true,
    dependencies: { [pkg.name]: `file:${tarballs[pkg.name]}`, ...dependencies },
    devDependencies,
    pnpm: { overrides },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await pnpm(
    ['install', '--prefer-offline', '--ignore-workspace', '--config.strict-peer-dependencies=false'],
    dir,
  );
  const esmDir = join(dir, 'esm');
  const cjsDir = join(dir, 'cjs');
  for (const [folder, type] of [
    [esmDir, 'module'],
    [cjsDir, 'commonjs'],
  ] as const) {
    mkdirSync(folder);
    writeFileSync(join(folder, 'package.json'), `${JSON.stringify({ private: true, type })}\n`);
  }
  return { dir, esmDir, cjsDir };
}
