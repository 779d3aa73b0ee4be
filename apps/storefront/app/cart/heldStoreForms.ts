/**
 * Cart and wishlist forms sent in the moment between hydration and the shared stores' arrival (ShopCartFrame loads
 * them after hydration). Without this a shopper's quick first click would post the form and reload the page,
 * although the page app is running; held, it is sent again once the stores are there and updates in place. If the
 * stores never arrive, the forms are sent again as plain forms, so nothing is lost either way.
 */
export interface HeldStoreForms {
  /** Sends the held forms again, now that their handlers are there (or, after a failed load, to post); stops holding. */
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
        if (!form.isConnected) continue;
        // The pressed button says which change is meant (a stepper's − or +); a re-rendered one is another node.
        const stillThere = submitter?.isConnected && submitterOf(submitter) === form;
        form.requestSubmit(stillThere ? submitter : undefined);
      }
    },
    dispose() {
      stop();
      held.length = 0;
    },
  };
}

function submitterOf(element: HTMLElement): HTMLFormElement | null {
  return element instanceof HTMLButtonElement || element instanceof HTMLInputElement ? element.form : null;
}

function isStoreForm(form: HTMLFormElement, actions: readonly string[]): boolean {
  if (form.method.toLowerCase() !== 'post') return false;
  const action = new URL(form.action, form.ownerDocument.baseURI);
  return action.origin === new URL(form.ownerDocument.baseURI).origin && actions.includes(action.pathname);
}
