import { describe, expect, it } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_LIMIT_MS, type FrameClock } from './afterFirstPaint';

/** A clock whose frames and timers run only when the test says so. */
function fakeClock(hidden = false) {
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const clock: FrameClock = {
    hidden: () => hidden,
    requestAnimationFrame: (callback) => void frames.push(callback),
    setTimeout: (callback, ms) => void timers.push({ callback, ms }),
  };
  const runTimers = (ms: number) => {
    for (const timer of timers.splice(0).filter((queued) => queued.ms <= ms)) timer.callback();
  };
  return { clock, frames, timers, runTimers };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('waiting for the first paint before hydration', () => {
  it('does not resolve before a frame has been painted', async () => {
    const { clock } = fakeClock();
    expect(await settled(afterFirstPaint(clock))).toBe(false);
  });

  it('resolves in the task after the next animation frame, that is after its paint', async () => {
    const { clock, frames, runTimers } = fakeClock();
    const painted = afterFirstPaint(clock);
    frames.shift()?.();
    runTimers(0);
    expect(await settled(painted)).toBe(true);
  });

  it('resolves at once in a hidden tab, which gets no frames', async () => {
    const { clock } = fakeClock(true);
    expect(await settled(afterFirstPaint(clock))).toBe(true);
  });

  it('gives up waiting when no frame comes within the limit', async () => {
    const { clock, runTimers } = fakeClock();
    const painted = afterFirstPaint(clock);
    runTimers(FIRST_PAINT_WAIT_LIMIT_MS);
    expect(await settled(painted)).toBe(true);
  });
});
