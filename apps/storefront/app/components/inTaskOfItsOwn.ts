/**
 * Runs `work` in a browser task of its own, after the current one and its microtasks. Effects that start loading a
 * chunk run together in one task after hydration, and each `import()` appends its preload links there
 * synchronously (up to a millisecond a link on a desktop CPU, several on a phone): together they made one of the
 * page's longest tasks. A timer is the smallest way to a new task; that a background tab delays it to a second
 * does not matter here.
 */
export function inTaskOfItsOwn<T>(work: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, 0)).then(work);
}
