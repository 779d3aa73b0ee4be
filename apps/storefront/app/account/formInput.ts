/** A text field of a submitted form, trimmed; '' when absent (a file or a missing field). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A password as typed: never trimmed (spaces count), never echoed back to the page. */
export function passwordOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
