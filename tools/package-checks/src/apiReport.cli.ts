// `pnpm api:update`: rewrites every publishable package's API report from its built declarations.
import { relative } from 'node:path';
import { apiReportTargets, extractApiReport } from './apiReport.ts';
import { publishablePackages, repoRoot } from './workspace.ts';

let failed = false;
for (const pkg of publishablePackages()) {
  for (const target of apiReportTargets(pkg)) {
    const result = extractApiReport(pkg, target, true);
    const state = result.checkedIn === result.current ? 'unchanged' : 'updated';
    console.log(`${state.padEnd(9)} ${relative(repoRoot, target.reportPath)}`);
    for (const error of result.errors) console.error(`  ${error}`);
    failed ||= result.errors.length > 0;
  }
}
if (failed) process.exitCode = 1;
