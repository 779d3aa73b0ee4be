import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Carries the per-response CSP nonce from entry.server to the root's inline scripts. */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext value={nonce}>{children}</NonceContext>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
