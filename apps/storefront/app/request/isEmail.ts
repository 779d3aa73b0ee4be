/** A plain check of an email's shape, to answer a form at once; the Store API checks it again. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}
