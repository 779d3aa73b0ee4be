/** A form's hidden fields by name, as a server receives them beside what the shopper entered. */
export function hiddenFields(form: Element | null | undefined): Record<string, string | null> {
  return Object.fromEntries(
    [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]),
  );
}
