import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './pnpm.ts';
import type { PublishablePackage } from './workspace.ts';

/** One entry of a package's .size-limit.json (size-limit with @size-limit/preset-small-lib). */
export interface SizeCheck {
  name: string;
  path: string;
  limit: string;
  import?: string;
  ignore?: string[];
}

export interface SizeResult {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit: number;
}

export function sizeChecks(pkg: PublishablePackage): SizeCheck[] {
  const file = join(pkg.dir, '.size-limit.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SizeCheck[]) : [];
}

/** Every file the exports map points to (each format's JavaScript and each stylesheet), declarations excluded. */
export function exportedFiles(pkg: PublishablePackage): string[] {
  const files = new Set<string>();
  const walk = (target: unknown, condition: string) => {
    if (typeof target === 'string') {
      if (condition !== 'types' && !target.endsWith('package.json')) files.add(target.replace(/^\.\//, ''));
    } else if (target && typeof target === 'object') {
      for (const [key, value] of Object.entries(target)) walk(value, key);
    }
  };
  walk(pkg.manifest.exports, '');
  return [...files].sort();
}

/** Runs the package's own size-limit (minified, brotli, peers external) and returns each check's figures. */
export async function measureSizes(pkg: PublishablePackage): Promise<SizeResult[]> {
  const bin = join(pkg.dir, 'node_modules', '.bin', 'size-limit');
  try {
    const { stdout } = await runCommand(bin, ['--json'], pkg.dir);
    return JSON.parse(stdout) as SizeResult[];
  } catch (error) {
    // size-limit exits 1 when a budget is passed, still printing the JSON.
    const output = /\n(\[[\s\S]*\])\s*$/.exec(String((error as Error).message))?.[1];
    if (!output) throw error;
    return JSON.parse(output) as SizeResult[];
  }
}
