import { describe, expect, it, vi } from 'vitest';
import { remainingBudgetMs, withinRenderBudget, withRenderBudget } from './renderBudget';

const answerAfter = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('issue 12: a page render has a budget its backend calls share', () => {
  it('has no budget outside a render', () => {
    expect(remainingBudgetMs()).toBeUndefined();
  });

  it('counts the budget down inside a render, through awaits', async () => {
    // On the clock the budget reads: a real timer may fire a millisecond early by it, under load (a CI run read
    // 451 left after a 50 ms wait).
    vi.useFakeTimers();
    try {
      await withRenderBudget(500, async () => {
        const wait = answerAfter(50, null);
        await vi.advanceTimersByTimeAsync(50);
        await wait;
        expect(remainingBudgetMs()).toBe(450);
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting for work that outlasts the budget', async () => {
    const started = Date.now();
    const outcome = await withRenderBudget(100, () => withinRenderBudget(answerAfter(1_000, 'late answer')));
    expect(outcome).toEqual({ kind: 'late' });
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('stops waiting sooner for a part the page can do without, given a shorter wait', async () => {
    const started = Date.now();
    const outcome = await withRenderBudget(5_000, () =>
      withinRenderBudget(answerAfter(1_000, 'late answer'), 100),
    );
    expect(outcome).toEqual({ kind: 'late' });
    expect(Date.now() - started).toBeLessThan(400);
    // Outside a render, the shorter wait is the only limit.
    expect(await withinRenderBudget(answerAfter(1_000, 'late answer'), 100)).toEqual({ kind: 'late' });
  });

  it('hands back work done within the budget', async () => {
    expect(await withRenderBudget(500, () => withinRenderBudget(answerAfter(10, 'blocks')))).toEqual({
      kind: 'done',
      value: 'blocks',
    });
  });

  it('lets the calls of one render share what is left, so a second call gets only the rest', async () => {
    await withRenderBudget(200, async () => {
      expect(await withinRenderBudget(answerAfter(150, 1))).toEqual({ kind: 'done', value: 1 });
      expect(await withinRenderBudget(answerAfter(150, 2))).toEqual({ kind: 'late' });
    });
  });
});
