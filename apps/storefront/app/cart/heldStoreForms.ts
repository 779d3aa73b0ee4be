/**
 * Cart and wishlist forms sent in the moment between hydration and the shared stores' arrival (ShopCartFrame loads
 * them after hydration). Without this a shopper's quick first click would post the form and reload the page,
 * although the page app is running; held, it is sent again once the stores are there and updates in place. If the
 * stores never arrive, the forms are sent again as plain forms, so nothing is lost either way.
 */
export interface HeldStoreForms {
  /**
   * Sends the held forms again, now that their handlers are there (or, after a failed load, to post); a form the page
   * has drawn again meanwhile is sent from its successor. Stops holding.
   */
  release(): void;
  /** Stops holding and forgets what was held (the frame unmounted). */
  dispose(): void;
}

/** Holds the submits of forms posting to one of `actions` (paths) in `document` until released. */
export function holdStoreForms(document: Document, actions: readonly string[]): HeldStoreForms {
  const held: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !isStoreForm(form, actions)) return;
    // Capture on the document runs before React's own listener on its root: the form neither posts nor reaches a
    // handler that is not there yet.
    event.preventDefault();
    event.stopPropagation();
    held.push({ form, submitter: (event as SubmitEvent).submitter ?? null });
  };
  document.addEventListener('submit', hold, true);
  const stop = () => document.removeEventListener('submit', hold, true);
  return {
    release() {
      stop();
      for (const { form, submitter } of held.splice(0)) {
        // The page may have drawn its forms again meanwhile (a list the stores now render): the same change is
        // then sent from the form that took the held one's place.
        const target = form.isConnected ? form : sameFormIn(document, form);
        if (target === undefined) continue;
        // The pressed button says which change is meant (a stepper's − or +); a re-rendered one is another node.
        const stillThere = submitter?.isConnected && submitterOf(submitter) === target;
        target.requestSubmit(stillThere ? submitter : sameSubmitterIn(target, submitter));
      }
    },
    dispose() {
      stop();
      held.length = 0;
    },
  };
}

/** What a form sends, as comparable text (its fields in order, without the pressed button). */
function fieldsOf(form: HTMLFormElement): string {
  return JSON.stringify([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/** A connected form of `document` that sends what `held` sends, to the same place. */
function sameFormIn(document: Document, held: HTMLFormElement): HTMLFormElement | undefined {
  const fields = fieldsOf(held);
  return [...document.forms].find(
    (form) => form.action === held.action && form.method === held.method && fieldsOf(form) === fields,
  );
}

/** The button of `form` with the name and value of the pressed one (a stepper's − or +), if it had any. */
function sameSubmitterIn(form: HTMLFormElement, pressed: HTMLElement | null): HTMLElement | undefined {
  if (!(pressed instanceof HTMLButtonElement || pressed instanceof HTMLInputElement) || !pressed.name)
    return undefined;
  return [...form.elements].find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
      element.type === 'submit' &&
      element.name === pressed.name &&
      element.value === pressed.value,
  );
}

function submitterOf(element: HTMLElement): HTMLFormElement | null {
  return element instanceof HTMLButtonElement || element instanceof HTMLInputElement ? element.form : null;
}

function isStoreForm(form: HTMLFormElement, actions: readonly string[]): boolean {
  if (form.method.toLowerCase() !== 'post') return false;
  const action = new URL(form.action, form.ownerDocument.baseURI);
  return action.origin === new URL(form.ownerDocument.baseURI).origin && actions.includes(action.pathname);
}
