import { describe, expect, it } from 'vitest';
import { createViewportPrefetch, type ViewportObserverFactory } from './viewportPrefetch';

/** An observer the test moves links in and out of view with, and that says what it watches. */
function fakeViewport() {
  const watched = new Set<Element>();
  let report: Parameters<ViewportObserverFactory>[0] = () => {};
  let created = 0;
  const factory: ViewportObserverFactory = (onEntries) => {
    created += 1;
    report = onEntries;
    return { observe: (element) => watched.add(element), unobserve: (element) => watched.delete(element) };
  };
  const show = (...elements: Element[]) =>
    report(
      elements.filter((element) => watched.has(element)).map((target) => ({ target, isIntersecting: true })),
    );
  const hide = (...elements: Element[]) =>
    report(
      elements.filter((element) => watched.has(element)).map((target) => ({ target, isIntersecting: false })),
    );
  return { factory, watched, show, hide, observers: () => created };
}

const link = () => ({}) as Element;

describe('spec 2.1 and 4: a link moves to a prefetched state after it has been seen', () => {
  it('prefetches nothing before a link is seen, and its page once it is', () => {
    const viewport = fakeViewport();
    const prefetch = createViewportPrefetch(viewport.factory);
    const a = link();
    prefetch.observe(a, '/de-de/Hautpflege/');
    expect(prefetch.pages()).toEqual([]);
    viewport.hide(a);
    expect(prefetch.pages()).toEqual([]);
    viewport.show(a);
    expect(prefetch.pages()).toEqual(['/de-de/Hautpflege/']);
  });

  it('stays prefetched when the link leaves the viewport and comes back: it is no longer watched', () => {
    const viewport = fakeViewport();
    const prefetch = createViewportPrefetch(viewport.factory);
    const a = link();
    prefetch.observe(a, '/de-de/Hautpflege/');
    viewport.show(a);
    const pages = prefetch.pages();
    expect(viewport.watched.has(a)).toBe(false);
    viewport.hide(a);
    viewport.show(a);
    expect(prefetch.pages()).toBe(pages);
  });

  it('prefetches a page once however many links lead to it, and stops watching all of them', () => {
    const viewport = fakeViewport();
    const prefetch = createViewportPrefetch(viewport.factory);
    const [header, teaser, footer] = [link(), link(), link()];
    prefetch.observe(header, '/de-de/Make-up/');
    prefetch.observe(teaser, '/de-de/Make-up/');
    viewport.show(header, teaser);
    prefetch.observe(footer, '/de-de/Make-up/');
    expect(prefetch.pages()).toEqual(['/de-de/Make-up/']);
    expect(viewport.watched.size).toBe(0);
  });

  it('watches every link of the document with one observer', () => {
    const viewport = fakeViewport();
    const prefetch = createViewportPrefetch(viewport.factory);
    for (let index = 0; index < 100; index += 1) prefetch.observe(link(), `/de-de/p${index}/`);
    expect(viewport.observers()).toBe(1);
    expect(viewport.watched.size).toBe(100);
  });

  it("drops a page's prefetch with its last link, and tells its listeners once per change", () => {
    const viewport = fakeViewport();
    const prefetch = createViewportPrefetch(viewport.factory);
    let calls = 0;
    prefetch.subscribe(() => {
      calls += 1;
    });
    const [a, b, c] = [link(), link(), link()];
    const forgetA = prefetch.observe(a, '/de-de/Duefte/');
    const forgetB = prefetch.observe(b, '/de-de/Duefte/');
    prefetch.observe(c, '/de-de/Haare/');
    viewport.show(a, b, c);
    expect(calls).toBe(1);
    expect(prefetch.pages()).toEqual(['/de-de/Duefte/', '/de-de/Haare/']);
    forgetA();
    expect(prefetch.pages()).toEqual(['/de-de/Duefte/', '/de-de/Haare/']);
    forgetB();
    expect(prefetch.pages()).toEqual(['/de-de/Haare/']);
    expect(calls).toBe(2);
  });

  it('watches an unmounted link no more, so it cannot prefetch later', () => {
    const viewport = fakeViewport();
    const prefetch = createViewportPrefetch(viewport.factory);
    const a = link();
    prefetch.observe(a, '/de-de/Sets/')();
    expect(viewport.watched.size).toBe(0);
    viewport.show(a);
    expect(prefetch.pages()).toEqual([]);
  });
});
