/**
 * JSON-LD as the text of a `<script type="application/ld+json">`. The data is the Store API's (names, descriptions
 * an editor typed), so `<`, `>` and `&` are written as JSON escapes: a `</script>` or `<!--` in a product name can
 * then neither end the element nor open a comment, and the JSON parses to the same value. U+2028/2029 are escaped
 * too, for any reader that still treats the text as JavaScript.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
