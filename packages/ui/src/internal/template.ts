/** Fills `{name}` slots of an app-translated text, e.g. `fill('from {n}', { n: 10 })`. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
