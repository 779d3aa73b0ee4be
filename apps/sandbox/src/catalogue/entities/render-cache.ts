import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { ShopRequest } from '../../domain/shop-request.js';
import type { Doc } from './store.js';

/** Per-request memo of rendered small entities: a listing renders the same manufacturer or option many times. */
export class RenderCache {
  readonly #cache = new Map<string, unknown>();
  constructor(
    readonly deps: SandboxDeps,
    readonly shop: ShopRequest,
  ) {}

  /** The rendered entity, shared between products of one response: callers copy before they change it. */
  get(entity: string, id: string | null | undefined): Doc | undefined {
    if (!id) return undefined;
    return this.memo(`${entity}:${id}`, () =>
      this.deps.entities.render(entity, id, this.shop.languageIdChain),
    );
  }

  /** Memo for anything else a response renders repeatedly (e.g. a product's SEO category). */
  memo<T>(key: string, create: () => T): T {
    if (!this.#cache.has(key)) this.#cache.set(key, create());
    return this.#cache.get(key) as T;
  }
}
