import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every browser test that passed only on its second attempt, at the end of the run (and so in `.ci/run`'s
 * summary): a retry keeps one timing miss on a loaded two-core machine from failing CI, and this keeps the flake
 * in sight. The first attempt's error is printed where it happened (retrySetup.ts).
 */
export default class RetryReport implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky)
      this.flaky.push(`${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    for (const name of this.flaky) console.log(`e2e: passed on retry (flaky): ${name}`);
  }
}
