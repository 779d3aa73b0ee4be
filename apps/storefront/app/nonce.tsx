import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Carries the per-response CSP nonce from entry.server to the root's inline scripts. */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext value={nonce}>{children}</NonceContext>;
}

let pageNonce: string | undefined;

/**
 * In the browser, the nonce of the page being hydrated. Browsers blank the nonce attribute once parsed but keep
 * the value in the element's `nonce` property, which is where React's development build compares it: rendered
 * without it, every element the server gave a nonce was reported as a hydration mismatch.
 */
function documentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  pageNonce ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  return pageNonce;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? documentNonce();
}
