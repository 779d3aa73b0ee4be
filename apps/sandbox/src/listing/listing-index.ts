import type { SandboxDatabase } from '../db/open.js';

/** A listing sorting the index keeps a precomputed order for. */
export type IndexedSorting = 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc' | 'topseller';

export interface IndexQuery {
  /** Restrict to a category (and its descendants, as product_category holds Shopware's categoriesRo). */
  categoryId?: string;
  /** Restrict to full-text hits, best first (lower bm25 is better). */
  hits?: { pks: number[]; scores: number[] };
  manufacturerIds: string[];
  /** Option ids grouped by property group: or within a group, and across groups. */
  optionGroups: string[][];
  /** Bounds in the default currency. */
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  shippingFree: boolean;
  /** Shopware's reduce-aggregations: the filters also narrow the aggregations. */
  reduceAggregations: boolean;
  sorting: IndexedSorting | 'score';
  languageId: string;
  offset: number;
  limit: number;
}

export interface IndexAggregations {
  manufacturerIds: string[];
  price: { min: number | null; max: number | null; avg: number | null; sum: number };
  ratingMax: number | null;
  shippingFreeMax: number | null;
  optionCounts: Map<string, number>;
}

export interface IndexResult {
  pks: number[];
  total: number;
  aggregations: IndexAggregations;
}

/**
 * Column arrays of the listed products, built once from SQLite. Category listings and search filter, sort and
 * aggregate over up to 100,000 products on every request; doing that on typed arrays with precomputed sort
 * orders takes about a millisecond, where the equivalent SQL (count, five aggregations, sorted page) measured
 * 300–800 ms per request on the 100,000-product seed. The catalogue does not change at runtime.
 */
export class ListingIndex {
  readonly #pks: Int32Array;
  readonly #rowOfPk = new Map<number, number>();
  readonly #price: Float64Array;
  readonly #rating: Float64Array;
  readonly #shippingFree: Uint8Array;
  readonly #manufacturer: Uint16Array;
  readonly #manufacturerIds: string[] = [];
  readonly #optionOffsets: Int32Array;
  readonly #optionValues: Uint16Array;
  readonly #optionIds: string[] = [];
  readonly #categoryRows = new Map<string, Int32Array>();
  readonly #orders = new Map<string, Int32Array>();
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
    const rows = db
      .prepare(
        'SELECT pk, cheapest_price AS price, rating, shipping_free AS shippingFree, sales, manufacturer_id AS manufacturerId FROM product WHERE listed = 1 ORDER BY pk',
      )
      .all() as {
      pk: number;
      price: number;
      rating: number | null;
      shippingFree: number;
      sales: number;
      manufacturerId: string;
    }[];
    const count = rows.length;
    this.#pks = new Int32Array(count);
    this.#price = new Float64Array(count);
    this.#rating = new Float64Array(count);
    this.#shippingFree = new Uint8Array(count);
    this.#manufacturer = new Uint16Array(count);
    const sales = new Int32Array(count);
    const manufacturerIndex = new Map<string, number>();
    rows.forEach((row, index) => {
      this.#pks[index] = row.pk;
      this.#rowOfPk.set(row.pk, index);
      this.#price[index] = row.price;
      this.#rating[index] = row.rating ?? Number.NaN;
      this.#shippingFree[index] = row.shippingFree;
      sales[index] = row.sales;
      let manufacturer = manufacturerIndex.get(row.manufacturerId);
      if (manufacturer === undefined) {
        manufacturer = this.#manufacturerIds.length;
        manufacturerIndex.set(row.manufacturerId, manufacturer);
        this.#manufacturerIds.push(row.manufacturerId);
      }
      this.#manufacturer[index] = manufacturer;
    });

    const optionIndex = new Map<string, number>();
    const links = db
      .prepare('SELECT product_pk AS pk, option_id AS optionId FROM product_property ORDER BY product_pk')
      .raw()
      .all() as [number, string][];
    const perRow: number[][] = Array.from({ length: count }, () => []);
    for (const [pk, optionId] of links) {
      const row = this.#rowOfPk.get(pk);
      if (row === undefined) continue;
      let option = optionIndex.get(optionId);
      if (option === undefined) {
        option = this.#optionIds.length;
        optionIndex.set(optionId, option);
        this.#optionIds.push(optionId);
      }
      perRow[row]?.push(option);
    }
    this.#optionOffsets = new Int32Array(count + 1);
    this.#optionValues = new Uint16Array(links.length);
    let offset = 0;
    perRow.forEach((options, row) => {
      this.#optionOffsets[row] = offset;
      for (const option of options) this.#optionValues[offset++] = option;
    });
    this.#optionOffsets[count] = offset;

    const byCategory = new Map<string, number[]>();
    for (const [categoryId, pk] of db
      .prepare('SELECT category_id, product_pk FROM product_category')
      .raw()
      .all() as [string, number][]) {
      const row = this.#rowOfPk.get(pk);
      if (row === undefined) continue;
      const list = byCategory.get(categoryId) ?? [];
      list.push(row);
      byCategory.set(categoryId, list);
    }
    for (const [categoryId, list] of byCategory)
      this.#categoryRows.set(categoryId, Int32Array.from(list).sort());

    const all = Array.from({ length: count }, (_, index) => index);
    const price = this.#price;
    this.#orders.set(
      'price-asc',
      Int32Array.from([...all].sort((a, b) => (price[a] ?? 0) - (price[b] ?? 0) || a - b)),
    );
    this.#orders.set(
      'price-desc',
      Int32Array.from([...all].sort((a, b) => (price[b] ?? 0) - (price[a] ?? 0) || a - b)),
    );
    this.#orders.set(
      'topseller',
      Int32Array.from([...all].sort((a, b) => (sales[b] ?? 0) - (sales[a] ?? 0) || a - b)),
    );
  }

  /** Name order per language, built on first use (SQLite collates, as the SQL path does). */
  #nameOrder(languageId: string, descending: boolean): Int32Array {
    const key = `name:${languageId}:${descending ? 'desc' : 'asc'}`;
    let order = this.#orders.get(key);
    if (!order) {
      const pks = this.#db
        .prepare(`SELECT t.product_pk FROM product_translation t JOIN product p ON p.pk = t.product_pk AND p.listed = 1
          WHERE t.language_id = ? ORDER BY t.name COLLATE NOCASE ${descending ? 'DESC' : 'ASC'}, t.product_pk ASC`)
        .pluck()
        .all(languageId) as number[];
      order = Int32Array.from(pks.flatMap((pk) => this.#rowOfPk.get(pk) ?? []));
      this.#orders.set(key, order);
    }
    return order;
  }

  query(query: IndexQuery): IndexResult {
    const count = this.#pks.length;
    // base: rows in the category and the search hits.
    const base = new Uint8Array(count);
    const categoryRows =
      query.categoryId === undefined
        ? undefined
        : (this.#categoryRows.get(query.categoryId) ?? new Int32Array(0));
    let hitRows: number[] | undefined;
    if (query.hits) {
      hitRows = query.hits.pks.flatMap((pk) => this.#rowOfPk.get(pk) ?? []);
      if (categoryRows) {
        const inCategory = new Uint8Array(count);
        for (const row of categoryRows) inCategory[row] = 1;
        for (const row of hitRows) if (inCategory[row]) base[row] = 1;
      } else for (const row of hitRows) base[row] = 1;
    } else if (categoryRows) {
      for (const row of categoryRows) base[row] = 1;
    } else base.fill(1);

    const manufacturers = new Set(query.manufacturerIds.map((id) => this.#manufacturerIds.indexOf(id)));
    const optionGroups = query.optionGroups.map(
      (group) => new Set(group.map((id) => this.#optionIds.indexOf(id))),
    );
    const passes = (row: number): boolean => {
      if (manufacturers.size && !manufacturers.has(this.#manufacturer[row] ?? -1)) return false;
      const price = this.#price[row] ?? 0;
      if (query.minPrice !== null && price < query.minPrice) return false;
      if (query.maxPrice !== null && price > query.maxPrice) return false;
      if (query.minRating !== null && !((this.#rating[row] ?? Number.NaN) >= query.minRating)) return false;
      if (query.shippingFree && this.#shippingFree[row] !== 1) return false;
      for (const group of optionGroups) {
        let found = false;
        for (let at = this.#optionOffsets[row] ?? 0; at < (this.#optionOffsets[row + 1] ?? 0); at += 1) {
          if (group.has(this.#optionValues[at] ?? -1)) {
            found = true;
            break;
          }
        }
        if (!found) return false;
      }
      return true;
    };

    const selected = new Uint8Array(count);
    let total = 0;
    const manufacturerSeen = new Uint8Array(this.#manufacturerIds.length);
    const optionCounts = new Int32Array(this.#optionIds.length);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let priced = 0;
    let ratingMax = Number.NEGATIVE_INFINITY;
    let shippingFreeMax = -1;
    const visit = (row: number) => {
      const pass = passes(row);
      if (pass) {
        selected[row] = 1;
        total += 1;
      }
      if (query.reduceAggregations && !pass) return;
      manufacturerSeen[this.#manufacturer[row] ?? 0] = 1;
      const price = this.#price[row] ?? 0;
      if (price < min) min = price;
      if (price > max) max = price;
      sum += price;
      priced += 1;
      const rating = this.#rating[row] ?? Number.NaN;
      if (rating > ratingMax) ratingMax = rating;
      if ((this.#shippingFree[row] ?? 0) > shippingFreeMax) shippingFreeMax = this.#shippingFree[row] ?? 0;
      for (let at = this.#optionOffsets[row] ?? 0; at < (this.#optionOffsets[row + 1] ?? 0); at += 1) {
        const option = this.#optionValues[at] ?? 0;
        optionCounts[option] = (optionCounts[option] ?? 0) + 1;
      }
    };
    if (hitRows) {
      for (const row of hitRows) if (base[row]) visit(row);
    } else if (categoryRows) {
      for (const row of categoryRows) visit(row);
    } else for (let row = 0; row < count; row += 1) visit(row);

    const pks: number[] = [];
    const end = query.offset + query.limit;
    let position = 0;
    const take = (row: number) => {
      if (!selected[row]) return true;
      if (position >= query.offset) pks.push(this.#pks[row] ?? 0);
      position += 1;
      return position < end;
    };
    if (query.sorting === 'score' && hitRows) {
      for (const row of hitRows) if (!take(row)) break;
    } else {
      const order =
        query.sorting === 'name-asc' || query.sorting === 'name-desc' || query.sorting === 'score'
          ? this.#nameOrder(query.languageId, query.sorting === 'name-desc')
          : (this.#orders.get(query.sorting) ?? new Int32Array(0));
      for (const row of order) if (!take(row)) break;
    }

    const optionCountMap = new Map<string, number>();
    optionCounts.forEach((value, option) => {
      if (value > 0) optionCountMap.set(this.#optionIds[option] ?? '', value);
    });
    return {
      pks,
      total,
      aggregations: {
        manufacturerIds: this.#manufacturerIds.filter((_, index) => manufacturerSeen[index] === 1),
        price: priced ? { min, max, avg: sum / priced, sum } : { min: null, max: null, avg: null, sum: 0 },
        ratingMax: Number.isFinite(ratingMax) ? ratingMax : null,
        shippingFreeMax: shippingFreeMax >= 0 ? shippingFreeMax : null,
        optionCounts: optionCountMap,
      },
    };
  }
}
