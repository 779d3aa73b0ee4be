/**
 * Runs in the browser as the text of React Router's module script (app/server/deferPageModules.ts puts it there, via
 * `toString`, so it must not use anything outside its own body): it starts loading the page's modules, which end
 * in hydration, once the page's largest image has been painted.
 *
 * Issue 18: the server HTML works without JavaScript, but its forty-odd modules (150 KB) were fetched at high
 * priority beside the stylesheets and the hero image. On a phone's connection they shared its bandwidth with the
 * image the shopper waits for, and Lighthouse's simulation counts every script that arrived before the largest
 * paint as part of that paint: about 2 s of its 2.8 to 3.6 s LCP. The images the page marks `fetchpriority="high"`
 * are its largest ones (the hero, the gallery's first image, the first product cards).
 *
 * `code` is React Router's own module script (it imports the route modules and then the client entry); `modules`
 * are the modules React Router asked the browser to preload, preloaded now so they still load in parallel.
 */
export function startModulesAfterLargestPaint(code: string, modules: readonly string[]): void {
  // The nonce attribute reads empty once parsed; the property keeps it (CSP: scripts added later need it).
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  let started = false;
  // Each preload link costs the main thread a little to start its fetch; forty in one task made a long task on a
  // slow phone (over 50 ms at Lighthouse's 4x slowdown). A few per task keep every task short.
  const PRELOADS_PER_TASK = 6;
  const insert = (from: number) => {
    const elements = document.createDocumentFragment();
    for (const href of modules.slice(from, from + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.nonce = nonce;
      elements.append(link);
    }
    if (from + PRELOADS_PER_TASK < modules.length) {
      document.head.append(elements);
      setTimeout(() => insert(from + PRELOADS_PER_TASK), 0);
      return;
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = code;
    elements.append(script);
    document.head.append(elements);
  };
  const start = () => {
    if (started) return;
    started = true;
    insert(0);
  };
  // A task queued from the second frame after the images arrived runs once the frame showing them was painted.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  // A background tab paints nothing and gets no frames: nothing to wait for then.
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') start();
  });
  // The load event comes after every image that loads at all (a lazy one off screen need not).
  window.addEventListener('load', afterPaint, { once: true });
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  let waiting = pending.length;
  if (waiting === 0) {
    afterPaint();
    return;
  }
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) afterPaint();
  };
  for (const image of pending) {
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
}
