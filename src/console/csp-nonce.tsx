import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce, provided by entry.server.tsx. In the browser it is
 * undefined: the scripts are already in the page, and browsers hide nonces from the DOM anyway.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
