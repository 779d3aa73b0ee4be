import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { runCommand } from './pnpm.ts';
import { type Manifest, nonCodeEntryPoints } from './workspace.ts';

const binDir = join(import.meta.dirname, '../node_modules/.bin');

/** publint --strict over the packed tarball: every message, suggestions included, as one line each. */
export async function publintProblems(tarball: string): Promise<string[]> {
  const buffer = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) },
    strict: true,
    level: 'suggestion',
  });
  return messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`);
}

/**
 * Are the Types Wrong over the packed tarball, strict profile: node10, node16 from CJS and from ESM, and bundler
 * resolution of every code entry point (stylesheets have no types and are left out). Resolves to attw's report;
 * rejects with it when attw finds a problem.
 */
export async function attwReport(tarball: string, manifest: Manifest): Promise<string> {
  const exclude = nonCodeEntryPoints(manifest);
  const args = [tarball, '--format', 'ascii', '--no-color', '--no-emoji', '--profile', 'strict'];
  if (exclude.length > 0) args.push('--exclude-entrypoints', ...exclude);
  const { stdout } = await runCommand(join(binDir, 'attw'), args, process.cwd());
  return stdout;
}
