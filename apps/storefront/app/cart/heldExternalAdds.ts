/**
 * Spec 7.2's add-to-cart event (cart-core's EXTERNAL_ADD_TO_CART_EVENT; a literal here so that the first load
 * imports nothing of cart-core, kept equal by heldExternalAdds.test.ts).
 */
export const ADD_TO_CART_EVENT = 'beautyshop:add-to-cart';

export interface HeldExternalAdds {
  /** Dispatches the held requests again, now that the stores listen; stops holding. */
  release(): void;
  /** Stops holding and forgets what was held. */
  dispose(): void;
}

/**
 * Another team's widget may ask for an add as soon as it loads, which can be before the cart stores (loaded after
 * hydration) listen: the requests dispatched on `target` meanwhile are kept and dispatched again on release, so
 * none is lost. The stores' own listener reads and checks them as it reads any.
 */
export function holdExternalAdds(target: EventTarget): HeldExternalAdds {
  const held: unknown[] = [];
  const hold = (event: Event) => held.push((event as CustomEvent<unknown>).detail);
  target.addEventListener(ADD_TO_CART_EVENT, hold);
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
