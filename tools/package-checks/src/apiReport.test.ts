import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiChanges, describeApiChanges } from './apiDiff.ts';
import { apiReportTargets, extractApiReport } from './apiReport.ts';
import { publishablePackages, repoRoot } from './workspace.ts';

describe.each(publishablePackages())('$name public API', (pkg) => {
  it.each(apiReportTargets(pkg))('matches the checked-in report of $subpath', (target) => {
    const result = extractApiReport(pkg, target, false);
    expect(result.errors).toEqual([]);
    const reportPath = relative(repoRoot, target.reportPath);
    if (result.checkedIn === undefined) {
      throw new Error(`${reportPath} is missing: run \`pnpm api:update\` and commit it`);
    }
    if (result.checkedIn !== result.current) {
      throw new Error(describeApiChanges(pkg.name, reportPath, apiChanges(result.checkedIn, result.current)));
    }
  });
});
