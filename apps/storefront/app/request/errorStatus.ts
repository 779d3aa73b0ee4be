import { createContext } from 'react-router';

/**
 * The status the server answers a request it refused with (scripts/server.ts renders the error page for it);
 * 0 when the error page is asked for by URL. Never set from anything the visitor sends. The server reaches this
 * key through the server entry's exports, so that both module graphs (tsx and the Vite build) use one instance.
 */
export const errorStatusContext = createContext<number>(0);
