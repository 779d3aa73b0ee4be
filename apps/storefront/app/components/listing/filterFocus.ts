/**
 * A filter applied at once navigates, and the new URL mounts a new form (its inputs show the URL's state): the
 * control the shopper changed would lose focus to the page, and a keyboard user would start over from the top.
 * The control is remembered with the URL it leads to and focused again in the form that URL mounts.
 */
interface PendingFocus {
  href: string;
  name: string;
  /** A radio's value picks the one radio of its group; other controls are one per name. */
  value: string | undefined;
}

// One per browser tab: only the form that navigated sets it, and the next form mounted takes it.
let pending: PendingFocus | undefined;

export function rememberFilterFocus(href: string, control: HTMLInputElement | HTMLSelectElement): void {
  pending = {
    href,
    name: control.name,
    value: control instanceof HTMLInputElement && control.type === 'radio' ? control.value : undefined,
  };
}

/** Focuses the remembered control in `form` when `href` (the page's URL, path and query) is where it led. */
export function restoreFilterFocus(form: HTMLFormElement, href: string): void {
  const wanted = pending;
  pending = undefined;
  if (wanted === undefined || wanted.href !== href) return;
  const control = [...form.elements].find(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
      element.name === wanted.name &&
      (wanted.value === undefined || element.value === wanted.value),
  );
  control?.focus();
}
