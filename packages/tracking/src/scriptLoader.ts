/** The part of `Document` the loader uses. */
export type ScriptDocument = Pick<Document, 'getElementById' | 'createElement' | 'head'>;

/** Appends an async script with the page's CSP nonce, once per id; a second call with the same id does nothing. */
export function loadScript(
  document: ScriptDocument,
  {
    id,
    src,
    nonce,
    attributes = {},
  }: { id: string; src: string; nonce: string | undefined; attributes?: Record<string, string> },
): void {
  if (document.getElementById(id) !== null) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}
