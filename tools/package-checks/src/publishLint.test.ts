import { describe, expect, inject, it } from 'vitest';
import { attwReport, publintProblems } from './publishLint.ts';
import { publishablePackages } from './workspace.ts';

const tarballs = inject('tarballs');

describe.each(publishablePackages())('$name as published', (pkg) => {
  const tarball = tarballs[pkg.name] ?? '';

  it('passes publint --strict with no message, not even a suggestion', async () => {
    expect(await publintProblems(tarball)).toEqual([]);
  });

  it('passes attw: types resolve for ESM and CJS consumers under node16 and bundler resolution', async () => {
    const report = await attwReport(tarball, pkg.manifest);
    expect(report).toMatch(/No problems found/);
  });
});
