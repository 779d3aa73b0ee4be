/** Appends an async script with the page's CSP nonce, once per id; a second call with the same id does nothing. */
export function loadScript(
  document: Document,
  {
    id,
    src,
    nonce,
    attributes = {},
  }: { id: string; src: string; nonce: string | undefined; attributes?: Record<string, string> },
): HTMLScriptElement {
  const existing = document.getElementById(id);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  return script;
}
