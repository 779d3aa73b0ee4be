import { beforeEach } from 'vitest';

/** The test file's line an error was thrown from (a helper's frames come first in its stack). */
function testLineOf(stack: string | undefined): string | undefined {
  const frame = stack?.split('\n').find((line) => /\.e2e\.test\.tsx?:\d+/.test(line));
  return /([^\s/(]+\.e2e\.test\.tsx?:\d+)/.exec(frame ?? '')?.[1];
}

// A failed attempt that is retried would otherwise leave no trace of why it failed: its error is printed at once,
// one line with the test's line that failed, so a flaky test's cause can be found in the log of a run that passed.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(({ task: failed }) => {
    const error = failed.result?.errors?.[0];
    const firstLine = `${error?.name ?? 'Error'}: ${error?.message ?? ''}`.split('\n')[0];
    const line = testLineOf(error?.stack);
    console.log(
      `e2e: attempt ${(failed.result?.retryCount ?? 0) + 1} of "${task.name}" failed${line ? ` at ${line}` : ''}: ${firstLine}`,
    );
  });
});
