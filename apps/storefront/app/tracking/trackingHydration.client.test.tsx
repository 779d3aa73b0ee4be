// @vitest-environment happy-dom
// The tracking runtime loads right after hydration, while a streamed or lazily loaded part of the page (the cart
// page's recommendations slider, content blocks) can still be waiting to hydrate: its arrival must leave that
// part's server HTML in place.
import { TrackingProvider, useTrackingRuntime } from '@beautyshop/tracking/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARRIVAL_WAIT } from '../testing/waitFor';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

/** Whether a render above the streamed part has seen the runtime (rendered, not necessarily shown). */
let runtimeRendered = false;
function RuntimeWatch() {
  if (useTrackingRuntime() !== undefined) runtimeRendered = true;
  return null;
}

/** A part the server rendered with its data, read in the browser from a promise (as React Router streams it). */
function Slider({ products }: { products: string | Promise<string> }) {
  const names = typeof products === 'string' ? products : use(products);
  return <section aria-label="Passend zu deinem Warenkorb">{names}</section>;
}

function Page({ products }: { products: string | Promise<string> }) {
  return (
    <TrackingProvider config={undefined} platform="web" nonce={undefined}>
      <RuntimeWatch />
      <main>
        <h1>Warenkorb</h1>
        <Suspense fallback={null}>
          <Slider products={products} />
        </Suspense>
      </main>
    </TrackingProvider>
  );
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the tracking runtime arriving while the page hydrates', () => {
  it('leaves a Suspense boundary still waiting to hydrate as the server rendered it, and hydrates it in place', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page products="Serum, Creme" />);
    const serverSlider = container.querySelector('section');
    let deliver: (products: string) => void = () => undefined;
    const streamed = new Promise<string>((resolve) => {
      deliver = resolve;
    });
    runtimeRendered = false;
    const root = hydrateRoot(container, <Page products={streamed} />);
    cleanup = () => {
      root.unmount();
      container.remove();
    };
    // The runtime arrives while the slider's data is still on its way (its boundary waits to hydrate).
    await vi.waitFor(() => expect(runtimeRendered).toBe(true), ARRIVAL_WAIT);
    await macrotask();
    expect(serverSlider?.isConnected).toBe(true);
    deliver('Serum, Creme');
    await vi.waitFor(() => expect(container.querySelector('section')).toBe(serverSlider), ARRIVAL_WAIT);
    await macrotask();
    expect(container.querySelector('section')).toBe(serverSlider);
    expect(serverSlider?.textContent).toBe('Serum, Creme');
  });
});
