// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_FALLBACK_DELAY_MS, usePreloadWhenIdle } from './usePreloadWhenIdle';

function Preloading({ load }: { load: () => Promise<unknown> }) {
  usePreloadWhenIdle(load);
  return null;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
function render(element: React.ReactNode) {
  root = createRoot(document.createElement('div'));
  act(() => root?.render(element));
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePreloadWhenIdle', () => {
  it('fetches the chunk once the browser is idle, not while the page renders', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const load = vi.fn(() => Promise.resolve());
    render(<Preloading load={load} />);
    expect(load).not.toHaveBeenCalled();
    act(() => idle?.());
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits a moment instead where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.resolve());
    render(<Preloading load={load} />);
    act(() => vi.advanceTimersByTime(PRELOAD_FALLBACK_DELAY_MS - 1));
    expect(load).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledOnce();
  });

  it('leaves a failed fetch to the render that needs the part', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Preloading load={load} />);
    await act(async () => vi.advanceTimersByTime(PRELOAD_FALLBACK_DELAY_MS));
    expect(load).toHaveBeenCalledOnce();
  });
});
