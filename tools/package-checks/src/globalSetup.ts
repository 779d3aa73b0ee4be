import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packPackage } from './pack.ts';
import { publishablePackages } from './workspace.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Package name to the path of its packed tarball (one `pnpm pack` per package per run). */
    tarballs: Record<string, string>;
  }
}

/** Packs every publishable package once; every check file reads the same tarballs. */
export default async function setup(project: TestProject): Promise<() => void> {
  const destination = join(tmpdir(), `beautyshop-tarballs-${process.pid}`);
  const packed = await Promise.all(
    publishablePackages().map(async (pkg) => [pkg.name, await packPackage(pkg, destination)] as const),
  );
  project.provide('tarballs', Object.fromEntries(packed));
  return () => rmSync(destination, { recursive: true, force: true });
}
