/**
 * Runs `work` in a browser task of its own, after the current one and its microtasks. Effects that start loading a
 * chunk run together in one task after hydration, and each `import()` appends its preload links there
 * synchronously (about a millisecond a link on a phone): together they made one of the page's longest tasks. A
 * message, not a timer: background tabs and nested timers do not delay it.
 */
export function inTaskOfItsOwn<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  }).then(work);
}
