import { beforeEach } from 'vitest';

// A failed attempt that is retried would otherwise leave no trace of why it failed: its error is printed at once,
// one line, so a flaky test's cause can be found in the log of a run that passed.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(({ task: failed }) => {
    const error = failed.result?.errors?.[0];
    const firstLine = `${error?.name ?? 'Error'}: ${error?.message ?? ''}`.split('\n')[0];
    console.log(
      `e2e: attempt ${(failed.result?.retryCount ?? 0) + 1} of "${task.name}" failed: ${firstLine}`,
    );
  });
});
