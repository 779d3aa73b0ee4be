import { describe, expect, it } from 'vitest';
import { exportedFiles, measureSizes, sizeChecks } from './sizeBudget.ts';
import { publishablePackages } from './workspace.ts';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

describe.each(publishablePackages())('$name size budgets', (pkg) => {
  it('has a budget (.size-limit.json) for every file its exports map points to', () => {
    const measured = new Set(sizeChecks(pkg).map((check) => check.path));
    expect(exportedFiles(pkg).filter((file) => !measured.has(file))).toEqual([]);
  });

  it('stays within every budget (minified and brotli-compressed, peers external)', async () => {
    const results = await measureSizes(pkg);
    const over = results
      .filter((result) => !result.passed)
      .map((result) => `${result.name}: ${kB(result.size)} > budget ${kB(result.sizeLimit)}`);
    expect(results).toHaveLength(sizeChecks(pkg).length);
    expect(over, 'raise a budget only with a reason in the commit (docs/releasing.md)').toEqual([]);
  });
});
