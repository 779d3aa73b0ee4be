import { beforeEach } from 'vitest';

/** The test file's line an error was thrown from (a helper's frames come first in its stack). */
function testLineOf(stack: string | undefined): string | undefined {
  const frame = stack?.split('\n').find((line) => /\.e2e\.test\.tsx?:\d+/.test(line));
  return /([^\s/(]+\.e2e\.test\.tsx?:\d+)/.exec(frame ?? '')?.[1];
}

const ACTUAL_CHARS = 600;

/** An assertion's actual value on one line, cut short: its message abbreviates long values ('[ Array(1) ]'). */
function actualOf(actual: unknown): string {
  if (typeof actual !== 'string') return '';
  const oneLine = actual.replace(/\s*\n\s*/g, ' ').trim();
  return ` (actual: ${oneLine.length > ACTUAL_CHARS ? `${oneLine.slice(0, ACTUAL_CHARS)}…` : oneLine})`;
}

// A failed attempt that is retried would otherwise leave no trace of why it failed: its error is printed at once,
// one line with the test's line that failed and the value it got, so a flaky test's cause can be found in the log
// of a run that passed (the tests' values are the sandbox's demo data).
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(({ task: failed }) => {
    const error = failed.result?.errors?.[0];
    const firstLine = `${error?.name ?? 'Error'}: ${error?.message ?? ''}`.split('\n')[0];
    const line = testLineOf(error?.stack);
    console.log(
      `e2e: attempt ${(failed.result?.retryCount ?? 0) + 1} of "${task.name}" failed${line ? ` at ${line}` : ''}: ${firstLine}${actualOf(error?.actual)}`,
    );
  });
});
