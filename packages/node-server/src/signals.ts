/**
 * Stops on the first SIGINT or SIGTERM: runs `stop` (a graceful close) and exits 0, or 1 when the stop failed.
 * Further signals while stopping are ignored rather than left to Node's default (an immediate exit by the signal):
 * Ctrl-C in a terminal reaches every process of the foreground group, and each pnpm or turbo layer in between
 * relays it once more, so one key press arrives several times within milliseconds. The stop itself is bounded
 * (stopGracefully's grace time), so ignoring the repeats never leaves a process hanging.
 */
export function stopOnSignals(stop: () => Promise<void>, exit: (code: number) => void = process.exit): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => exit(0),
      (error: unknown) => {
        console.error('stopping failed:', error instanceof Error ? error.message : error);
        exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
