import { AsyncLocalStorage } from 'node:async_hooks';

/** The deadline of the page render under way (epoch ms). */
export interface RenderBudget {
  deadline: number;
}

const STORAGE_KEY = Symbol.for('beautyshop.storefront.renderBudget');
type BudgetGlobal = typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<RenderBudget> };

/**
 * The render budgets of the requests under way. The server (scripts/server.ts) starts one per request and the
 * app's backend calls read it; they are two module graphs (tsx and the Vite build), so the storage lives on a
 * global symbol both find.
 */
function budgets(): AsyncLocalStorage<RenderBudget> {
  const holder = globalThis as BudgetGlobal;
  holder[STORAGE_KEY] ??= new AsyncLocalStorage<RenderBudget>();
  return holder[STORAGE_KEY];
}

/** Runs `render` with `budgetMs` for all the backend calls it makes (issue 12: default 3 s, RENDER_BUDGET_MS). */
export function withRenderBudget<T>(budgetMs: number, render: () => T): T {
  return budgets().run({ deadline: Date.now() + budgetMs }, render);
}

/** Milliseconds left of the current render's budget; undefined outside a render (no limit but the client's own). */
export function remainingBudgetMs(): number | undefined {
  const budget = budgets().getStore();
  return budget === undefined ? undefined : Math.max(0, budget.deadline - Date.now());
}

/** The outcome of work raced against the render budget. */
export type WithinBudget<T> = { kind: 'done'; value: T } | { kind: 'late' };

/**
 * Waits for `work` until the render's budget runs out, or `maxWaitMs` has passed if that comes first (a part the
 * page can do without, such as its structured data, gets a short slice). The work itself goes on (a content lookup
 * then fills the loader's cache for later renders, under the content client's own limits); this render stops
 * waiting for it.
 */
export function withinRenderBudget<T>(work: Promise<T>, maxWaitMs?: number): Promise<WithinBudget<T>> {
  const remaining = remainingBudgetMs();
  const wait =
    remaining === undefined
      ? maxWaitMs
      : maxWaitMs === undefined
        ? remaining
        : Math.min(remaining, maxWaitMs);
  const done = work.then((value): WithinBudget<T> => ({ kind: 'done', value }));
  if (wait === undefined) return done;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<WithinBudget<T>>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'late' }), wait);
  });
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
}

/** The reason a call is aborted with when its render's budget ran out. */
export class RenderBudgetExceededError extends Error {
  override readonly name = 'RenderBudgetExceededError';
  constructor(readonly waitedMs: number) {
    super(`no answer within the render budget (waited ${waitedMs} ms)`);
  }
}

/**
 * `fetch` bounded by the render's budget: a call made during a render is aborted when the budget runs out, so a
 * stalled backend costs a page at most its budget. Outside a render it is plain `fetch`.
 */
export function fetchWithinRenderBudget(baseFetch: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const remaining = remainingBudgetMs();
    if (remaining === undefined) return baseFetch(input, init);
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new RenderBudgetExceededError(remaining)), remaining);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
    try {
      return await baseFetch(input, { ...init, signal });
    } finally {
      clearTimeout(timer);
    }
  };
}
