// @vitest-environment happy-dom
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

// React warns about `act` outside a test environment unless told it is in one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every value a probe rendered, in order, per probe name. */
let seen: Record<string, boolean[]> = {};

function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  seen[name] = [...(seen[name] ?? []), hydrated];
  return <p data-name={name}>{hydrated ? 'hydrated' : 'server'}</p>;
}

function Page() {
  const [later, setLater] = useState(false);
  return (
    <main>
      <Probe name="hydrated" />
      {later ? <Probe name="mounted later" /> : null}
      <button type="button" onClick={() => setLater(true)}>
        show
      </button>
    </main>
  );
}

/** What the probe showed once the hydration's effects (and any render they forced) were done. */
let afterEffects: string | undefined;
function AfterEffects() {
  useEffect(() => {
    queueMicrotask(() => {
      afterEffects = document.querySelector('[data-name="hydrated"]')?.textContent ?? undefined;
    });
  }, []);
  return null;
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  seen = {};
});

async function hydratePage(onRecoverableError: (error: unknown) => void) {
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page />);
  seen = {};
  const into = container;
  await act(async () => {
    root = hydrateRoot(into, <Page />, { onRecoverableError });
  });
  return into;
}

describe('useHydrated', () => {
  it('is false on the server, so the HTML fallbacks are what the server sends', () => {
    expect(renderToString(<Probe name="server" />)).toContain('server');
    expect(seen.server).toEqual([false]);
  });

  it('hydrates with the server value, without a mismatch, and turns true afterwards', async () => {
    const onRecoverableError = vi.fn();
    const page = await hydratePage(onRecoverableError);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen.hydrated?.[0]).toBe(false);
    expect(seen.hydrated?.at(-1)).toBe(true);
    expect(page.querySelector('[data-name="hydrated"]')?.textContent).toBe('hydrated');
  });

  it('turns true in a later task than the hydration, not by re-rendering its readers synchronously', async () => {
    // React re-renders an external store's readers synchronously, at the end of the hydration's effects, when
    // the client's value differs from the server's. Whatever the page shows once those effects are done (a
    // microtask queued by one of them) is still the server's fallback here.
    afterEffects = undefined;
    const element = (
      <div>
        <Probe name="hydrated" />
        <AfterEffects />
      </div>
    );
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(element);
    const page = container;
    // Outside `act`, which would run every scheduled render at once: React's own scheduler decides the order.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root = hydrateRoot(page, element);
      await vi.waitFor(() =>
        expect(page.querySelector('[data-name="hydrated"]')?.textContent).toBe('hydrated'),
      );
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(afterEffects).toBe('server');
  });

  it('is true from the first render of a component mounted after hydration (no fallback flashes)', async () => {
    const page = await hydratePage(() => undefined);
    await act(async () => {
      page.querySelector('button')?.click();
    });
    expect(seen['mounted later']?.[0]).toBe(true);
    expect(page.querySelector('[data-name="mounted later"]')?.textContent).toBe('hydrated');
  });
});
