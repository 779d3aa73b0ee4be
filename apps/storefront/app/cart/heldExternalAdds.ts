/**
 * Spec 7.2's add-to-cart event (cart-core's EXTERNAL_ADD_TO_CART_EVENT; a literal here so that the first load
 * imports nothing of cart-core, kept equal by heldExternalAdds.test.ts).
 */
export const ADD_TO_CART_EVENT = 'beautyshop:add-to-cart';

/** Where the document's inline script (EARLY_ADDS_SCRIPT) leaves what it held, for the first hold to take over. */
const INLINE_HOLD = '__beautyshopEarlyAdds';

interface InlineHold {
  held: unknown[];
  stop(): void;
}

/**
 * The document's first script, inline in its head: it holds the add requests widgets dispatch before any of the
 * shop's modules has run (they start only once the page's largest images are painted), and the first
 * `holdExternalAdds` takes them over. Kept to one statement of plain ES2015 that the CSP nonce lets run.
 */
export const EARLY_ADDS_SCRIPT = `(()=>{const h=[],f=e=>h.push(e.detail);addEventListener(${JSON.stringify(
  ADD_TO_CART_EVENT,
)},f);window.${INLINE_HOLD}={held:h,stop:()=>removeEventListener(${JSON.stringify(ADD_TO_CART_EVENT)},f)}})()`;

export interface HeldExternalAdds {
  /** Dispatches the held requests again, now that the stores listen; stops holding. */
  release(): void;
  /** Stops holding and forgets what was held. */
  dispose(): void;
}

/**
 * Another team's widget may ask for an add as soon as it loads, which can be before the cart stores (loaded after
 * hydration) listen: the requests dispatched on `target` meanwhile, and those the document's inline script held
 * before, are kept and dispatched again on release, so none is lost. The stores' own listener reads and checks
 * them as it reads any.
 */
export function holdExternalAdds(target: EventTarget): HeldExternalAdds {
  const held: unknown[] = [];
  const hold = (event: Event) => held.push((event as CustomEvent<unknown>).detail);
  target.addEventListener(ADD_TO_CART_EVENT, hold);
  // What the document's inline script held comes first; from here on this listener alone holds.
  const owner = target as EventTarget & { [INLINE_HOLD]?: InlineHold };
  const inline = owner[INLINE_HOLD];
  if (inline !== undefined) {
    inline.stop();
    held.push(...inline.held);
    delete owner[INLINE_HOLD];
  }
  const stop = () => target.removeEventListener(ADD_TO_CART_EVENT, hold);
  return {
    release() {
      stop();
      for (const detail of held.splice(0))
        target.dispatchEvent(new CustomEvent(ADD_TO_CART_EVENT, { detail }));
    },
    dispose() {
      stop();
      held.length = 0;
    },
  };
}
