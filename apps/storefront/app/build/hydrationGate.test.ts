import { afterEach, describe, expect, it } from 'vitest';
import { holdHydrationFor, hydrationGate } from './hydrationGate';

afterEach(() => holdHydrationFor(Promise.resolve()));

describe('what hydration waits for', () => {
  it('opens at once when no page view is loading', async () => {
    await expect(hydrationGate()).resolves.toBeUndefined();
  });

  it('waits for the page view that is loading', async () => {
    let finish: (value: unknown) => void = () => undefined;
    holdHydrationFor(new Promise((resolve) => (finish = resolve)));
    let open = false;
    const gate = hydrationGate().then(() => (open = true));
    await Promise.resolve();
    expect(open).toBe(false);
    finish('CategoryView');
    await gate;
    expect(open).toBe(true);
  });

  it('waits for everything held: a page view and the error page', async () => {
    let finishView: (value: unknown) => void = () => undefined;
    let finishErrorPage: (value: unknown) => void = () => undefined;
    holdHydrationFor(new Promise((resolve) => (finishView = resolve)));
    holdHydrationFor(new Promise((resolve) => (finishErrorPage = resolve)));
    let open = false;
    const gate = hydrationGate().then(() => (open = true));
    finishErrorPage('ErrorPage');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).toBe(false);
    finishView('CategoryView');
    await gate;
    expect(open).toBe(true);
  });

  it('opens when the view failed to load too (the page then hydrates and the view suspends as before)', async () => {
    holdHydrationFor(Promise.reject(new Error('chunk failed')));
    await expect(hydrationGate()).resolves.toBeUndefined();
  });
});
