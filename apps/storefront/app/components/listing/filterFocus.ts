/**
 * A filter applied at once navigates, and the new URL mounts a new form (its inputs show the URL's state): the
 * control the shopper changed would lose focus to the page, and a keyboard user would start over from the top.
 * The control is remembered with the URL it leads to and focused again in the form that URL mounts.
 */
interface PendingFocus {
  href: string;
  /** When the change was made: a navigation that never landed leaves no focus for a much later visit. */
  at: number;
  name: string;
  /** A radio's value picks the one radio of its group; other controls are one per name. */
  value: string | undefined;
}

/** Longer than any listing navigation (the render budget is 3 s), short of a later visit to the same URL. */
const PENDING_MS = 15_000;

// One per browser tab: only the form that navigated sets it, and the form its URL mounts takes it.
let pending: PendingFocus | undefined;

export function rememberFilterFocus(href: string, control: HTMLInputElement | HTMLSelectElement): void {
  pending = {
    href,
    at: Date.now(),
    name: control.name,
    value: control instanceof HTMLInputElement && control.type === 'radio' ? control.value : undefined,
  };
}

/**
 * Focuses the remembered control in `form` when `href` (the page's URL, path and query) is where it led. A form
 * for another URL leaves it be: a shopper who presses a second arrow key before the first change's listing has
 * arrived changes the old form again, and the first change's form then mounts before the second's.
 */
export function restoreFilterFocus(form: HTMLFormElement, href: string): void {
  const wanted = pending;
  if (wanted === undefined || wanted.href !== href) return;
  pending = undefined;
  if (Date.now() - wanted.at > PENDING_MS) return;
  const control = [...form.elements].find(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
      element.name === wanted.name &&
      (wanted.value === undefined || element.value === wanted.value),
  );
  control?.focus();
}
