import { readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pnpm } from './pnpm.ts';
import {
  addChangeset,
  baseBranchOf,
  changesetStatus,
  changesetVersion,
  commitScratch,
  scratchCopy,
} from './releaseDryRun.ts';
import { publishablePackages, readManifest, repoRoot } from './workspace.ts';

const packages = publishablePackages();
const dependantsOf = (name: string) =>
  packages.filter((pkg) => ({ ...pkg.manifest.dependencies, ...pkg.manifest.peerDependencies })[name]);

describe('release dry run', () => {
  const scratch = scratchCopy();
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('changeset status succeeds: every changed package has a changeset', async () => {
    const plan = await changesetStatus(repoRoot);
    for (const release of plan.releases.filter((entry) => entry.type !== 'none')) {
      expect(
        packages.map((pkg) => pkg.name),
        `${release.name} is released but not publishable`,
      ).toContain(release.name);
    }
  });

  it('changeset version on a scratch copy gives every changed package its version and changelog, and bumps its dependants', async () => {
    // A changeset for the package others depend on most, so that the dependants rule is exercised on every run.
    const [base] = [...packages].sort((a, b) => dependantsOf(b.name).length - dependantsOf(a.name).length);
    if (!base) throw new Error('no publishable package');
    addChangeset(scratch, 'release-dry-run', { [base.name]: 'minor' }, 'Release dry run: a minor change.');
    await commitScratch(scratch, baseBranchOf(repoRoot));
    const plan = await changesetStatus(scratch);
    await changesetVersion(scratch);

    const released = new Map(
      packages.map((pkg) => {
        const folder = relative(repoRoot, pkg.dir);
        return [pkg.name, { folder, version: readManifest(join(scratch, folder)).version }] as const;
      }),
    );
    for (const entry of plan.releases.filter((candidate) => candidate.type !== 'none')) {
      const after = released.get(entry.name);
      if (!after) continue;
      expect(after.version, `${entry.name} version`).toBe(entry.newVersion);
      const changelog = readFileSync(join(scratch, after.folder, 'CHANGELOG.md'), 'utf8');
      expect(changelog).toContain(`## ${entry.newVersion}`);
    }
    expect(released.get(base.name)?.version).not.toBe(base.manifest.version);
    for (const dependant of dependantsOf(base.name)) {
      expect(released.get(dependant.name)?.version, `${dependant.name} depends on ${base.name}`).not.toBe(
        dependant.manifest.version,
      );
    }
    expect(readFileSync(join(scratch, relative(repoRoot, base.dir), 'CHANGELOG.md'), 'utf8')).toContain(
      'Release dry run: a minor change.',
    );
  });

  it('pnpm -r publish --dry-run packs and would publish every publishable package, and nothing private', async () => {
    const { stdout, stderr } = await pnpm(['-r', 'publish', '--dry-run', '--no-git-checks'], repoRoot);
    const published = [...`${stdout}\n${stderr}`.matchAll(/^\+ (@?[\w/.-]+)@([\w.-]+)$/gm)].map((m) => m[1]);
    expect(published.sort()).toEqual(packages.map((pkg) => pkg.name).sort());
  });
});
