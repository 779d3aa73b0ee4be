// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WIDE = '(min-width: 48em)';
/** Every answer a probe rendered, in order, per probe name. */
let seen: Record<string, (boolean | undefined)[]> = {};

function Probe({ name }: { name: string }) {
  const wide = useMediaQuery(WIDE);
  seen[name] = [...(seen[name] ?? []), wide];
  return <p data-name={name}>{wide === undefined ? 'pending' : wide ? 'side' : 'sheet'}</p>;
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

describe('useMediaQuery', () => {
  it('is undefined on the server, so the markup that works without JavaScript is sent', () => {
    expect(renderToString(<Probe name="server" />)).toContain('pending');
    expect(seen.server).toEqual([undefined]);
  });

  it('hydrates with the server answer, without a mismatch, then answers for the screen', async () => {
    const onRecoverableError = vi.fn();
    const page = await hydratePage(onRecoverableError);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen.hydrated?.[0]).toBeUndefined();
    const wide = window.matchMedia(WIDE).matches;
    expect(seen.hydrated?.at(-1)).toBe(wide);
    expect(page.querySelector('[data-name="hydrated"]')?.textContent).toBe(wide ? 'side' : 'sheet');
  });

  it('answers from the first render of a component mounted after hydration (no disclosure flashes)', async () => {
    const page = await hydratePage(() => undefined);
    await act(async () => {
      page.querySelector('button')?.click();
    });
    expect(seen['mounted later']?.[0]).toBe(window.matchMedia(WIDE).matches);
  });
});
