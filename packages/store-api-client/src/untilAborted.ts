/**
 * Waits for `answer` unless `signal` aborts first, then rejects with `abortError(signal.reason)`. The answer
 * itself is not cancelled: other callers may be waiting for it.
 */
export function untilAborted<Answer>(
  answer: Promise<Answer>,
  signal: AbortSignal | undefined,
  abortError: (reason: unknown) => Error,
): Promise<Answer> {
  if (signal === undefined) return answer;
  if (signal.aborted) return Promise.reject(abortError(signal.reason));
  return new Promise<Answer>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
