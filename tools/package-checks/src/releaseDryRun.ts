import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCommand } from './pnpm.ts';
import { repoRoot } from './workspace.ts';

const changesetBin = join(import.meta.dirname, '../node_modules/.bin/changeset');

export interface ReleasePlanEntry {
  name: string;
  type: 'major' | 'minor' | 'patch' | 'none';
  oldVersion: string;
  newVersion: string;
  changesets: string[];
}

export interface ReleasePlan {
  changesets: { id: string; summary: string; releases: { name: string; type: string }[] }[];
  releases: ReleasePlanEntry[];
}

/**
 * The ref `changeset status` compares with: the base branch, or its remote copy in a clone that has only that.
 * A checkout with neither (a detached CI clone) compares with HEAD: no package counts as changed, and the
 * pending changesets are still read and validated.
 */
export async function statusSince(root: string, baseBranch: string): Promise<string> {
  for (const ref of [baseBranch, `origin/${baseBranch}`]) {
    try {
      await runCommand('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], root);
      return ref;
    } catch {
      // not in this clone: try the next
    }
  }
  return 'HEAD';
}

export function baseBranchOf(root: string): string {
  const config = JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8')) as {
    baseBranch?: string;
  };
  return config.baseBranch ?? 'main';
}

/** `changeset status`: fails when a changed package has no changeset; resolves to the release plan. */
export async function changesetStatus(root: string): Promise<ReleasePlan> {
  const output = join(mkdtempSync(join(tmpdir(), 'beautyshop-changeset-')), 'status.json');
  const since = await statusSince(root, baseBranchOf(root));
  await runCommand(changesetBin, ['status', `--since=${since}`, '--output', output], root);
  return JSON.parse(readFileSync(output, 'utf8')) as ReleasePlan;
}

/** The workspace package folders, from pnpm-workspace.yaml's `packages` globs (`dir/*` only). */
function workspaceFolders(root: string): string[] {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...yaml.matchAll(/^\s+-\s+['"]?([\w.-]+)\/\*['"]?\s*$/gm)].map((match) => match[1] ?? '');
  return globs.flatMap((parent) =>
    readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => join(parent, entry.name)),
  );
}

/**
 * A scratch copy of what `changeset version` reads and writes: the root manifest, the workspace file, .changeset/,
 * and each workspace package's package.json and CHANGELOG.md. The repository itself is never touched.
 */
export function scratchCopy(root = repoRoot): string {
  const scratch = mkdtempSync(join(tmpdir(), 'beautyshop-release-'));
  const files = ['package.json', 'pnpm-workspace.yaml'];
  for (const file of readdirSync(join(root, '.changeset'))) files.push(join('.changeset', file));
  for (const folder of workspaceFolders(root)) {
    for (const file of ['package.json', 'CHANGELOG.md']) {
      if (existsSync(join(root, folder, file))) files.push(join(folder, file));
    }
  }
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    copyFileSync(join(root, file), join(scratch, file));
  }
  return scratch;
}

/** `changeset status` compares with the base branch, so the scratch copy becomes a one-commit repository on it. */
export async function commitScratch(scratch: string, baseBranch: string): Promise<void> {
  const git = (args: string[]) => runCommand('git', args, scratch);
  await git(['init', '--quiet', '--initial-branch', baseBranch]);
  await git(['add', '--all']);
  await git([
    '-c',
    'user.name=release dry run',
    '-c',
    'user.email=dry-run@localhost',
    'commit',
    '--quiet',
    '-m',
    'scratch',
  ]);
}

/** Adds a changeset to the scratch copy, as `pnpm changeset` would write it. */
export function addChangeset(
  scratch: string,
  id: string,
  bumps: Record<string, string>,
  summary: string,
): void {
  const frontMatter = Object.entries(bumps)
    .map(([name, type]) => `"${name}": ${type}`)
    .join('\n');
  writeFileSync(join(scratch, '.changeset', `${id}.md`), `---\n${frontMatter}\n---\n\n${summary}\n`);
}

export async function changesetVersion(scratch: string): Promise<void> {
  await runCommand(changesetBin, ['version'], scratch);
}
