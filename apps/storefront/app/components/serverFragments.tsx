import { createContext, type ReactElement, useContext } from 'react';

/**
 * Markup that many requests share (a locale's category bar), rendered once on the server and then reused instead
 * of rendered again for every page. Only the server provides this: in the browser the component renders, and
 * hydrates the server's markup, as usual. What a fragment shows must follow from its owner and variant alone.
 */
export interface ServerFragments {
  /** The HTML of `render()`, rendered once per `owner` object and `variant` for as long as the owner lives. */
  html(owner: object, variant: string, render: () => ReactElement): string;
}

const ServerFragmentsContext = createContext<ServerFragments | undefined>(undefined);

export const ServerFragmentsProvider = ServerFragmentsContext.Provider;

/** The server's fragment cache; undefined in the browser (and in renders that do not provide one). */
export function useServerFragments(): ServerFragments | undefined {
  return useContext(ServerFragmentsContext);
}
