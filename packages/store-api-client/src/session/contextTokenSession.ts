import type { StoreApiClient } from '../client.js';

/**
 * Where a shopper's context tokens are kept, one per market: a context token belongs to one sales channel, so a
 * token of the German channel is not accepted with the Swiss access key. In a server these read and write cookies;
 * in a script, a map.
 */
export interface ContextTokenStore<Market extends string = string> {
  /** The shopper's token for the market, or undefined when they have none yet. */
  read(market: Market): string | undefined;
  /** Keeps a token the Store API handed out (called only when the write-back rule says so). */
  write(market: Market, contextToken: string): void;
}

export interface ContextTokenSessionOptions<Market extends string = string> {
  /** The market's client (its access key); the session derives a client of its own with `withSession`. */
  client: StoreApiClient;
  market: Market;
  store: ContextTokenStore<Market>;
  /**
   * Whether the request changes something (a form post, an action: any method but GET and HEAD). A token
   * issued to a mutation is always kept: it carries the cart, the login or the address just made.
   */
  mutation: boolean;
  /** The language id sent as `sw-language-id`. */
  languageId?: string | undefined;
}

/** One shopper's session with the Store API for one request (or one script run). */
export interface ContextTokenSession<Market extends string = string> {
  readonly market: Market;
  /** A client that sends the shopper's token and writes a new one back by the rule. */
  readonly client: StoreApiClient;
  /** The token the session now uses: the stored one, or the last one the Store API handed out. */
  readonly contextToken: string | undefined;
}

/**
 * The write-back rule. An anonymous read without a token gets a fresh token on every call (parallel calls even
 * get different ones), and nothing of the shopper's is behind it: keeping it would make every page personal and
 * uncacheable at a CDN. So a token is kept when the shopper already has a session (the Store API replaced or
 * refreshed it) or when the request is a mutation.
 */
export function shouldWriteBackContextToken(state: { hadToken: boolean; mutation: boolean }): boolean {
  return state.hadToken || state.mutation;
}

/**
 * A shopper's Store API session for one market: reads the token through the store, sends it with every call, and
 * writes the token each answer carries back by `shouldWriteBackContextToken`. Framework-free: the shop wires
 * cookies in, a script a map.
 */
export function createContextTokenSession<Market extends string>(
  options: ContextTokenSessionOptions<Market>,
): ContextTokenSession<Market> {
  const { market, store, mutation } = options;
  const stored = store.read(market);
  const client = options.client.withSession({
    contextToken: stored,
    languageId: options.languageId,
    onContextTokenChange: (contextToken) => {
      if (shouldWriteBackContextToken({ hadToken: stored !== undefined, mutation })) {
        store.write(market, contextToken);
      }
    },
  });
  return {
    market,
    client,
    get contextToken() {
      return client.contextToken;
    },
  };
}
