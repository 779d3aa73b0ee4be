import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './pnpm.ts';
import type { PublishablePackage } from './workspace.ts';

/**
 * `pnpm pack` of a built package into `destination`: exactly what `pnpm publish` uploads (files, README, the
 * workspace: ranges replaced by versions). Scripts are not run: turbo built the package before.
 */
export async function packPackage(pkg: PublishablePackage, destination: string): Promise<string> {
  mkdirSync(destination, { recursive: true });
  await pnpm(['pack', '--pack-destination', destination, '--config.ignore-scripts=true'], pkg.dir);
  const prefix = `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.manifest.version}`;
  const tarball = readdirSync(destination).find((file) => file === `${prefix}.tgz`);
  if (!tarball) throw new Error(`pnpm pack wrote no ${prefix}.tgz for ${pkg.name} into ${destination}`);
  return join(destination, tarball);
}
