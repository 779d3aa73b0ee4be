import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changeCart, readCart } from '../src/cart/cart-service.js';
import { readAddItems } from '../src/cart/line-item-input.js';
import { addLineItems } from '../src/cart/operations.js';
import { parseCriteria } from '../src/catalogue/criteria/parse.js';
import { searchProducts } from '../src/catalogue/entities/product-search.js';
import { listingFilterRule, ruleAsCriteriaFilters } from '../src/catalogue/listing/filter-rule.js';
import { readListingParams } from '../src/catalogue/listing/params.js';
import { toSearchMatch } from '../src/catalogue/listing/search-query.js';
import { productDetail } from '../src/catalogue/product-detail.js';
import { openDatabase, removeDatabase, type SandboxDatabase } from '../src/db/open.js';
import { createSandboxDeps } from '../src/deps.js';
import type { SandboxDeps } from '../src/domain/sandbox-deps.js';
import type { ShopRequest } from '../src/domain/shop-request.js';
import { guestShopRequest } from '../src/domain/shop-request.js';
import { resolveShopRequest } from '../src/http/shop-context.js';
import { createRandom } from '../src/prng.js';
import { isOutdatedSeed, SEED_FORMAT, seedDatabase } from '../src/seed/index.js';
import { MARKETS } from '../src/seed/markets.js';
import { type Answer, createClient, type Send } from './httpClient.js';
import { benchListing } from './listing-request.js';
import { orderToken, placeOrderDirect, prepareOrderShoppers } from './order-placement.js';
import { type LatencySummary, summarise } from './stats.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CLIENTS = 8;
const CPUS = availableParallelism();
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
/** A server's JIT needs a few hundred requests per workload before its speed settles. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 400);
/** Repeated workloads are measured in this many runs; their p50 and p95 are the runs' medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The direct SQL baseline of a listing takes most of a second at 100,000 products, so it gets fewer samples. */
const DIRECT_SAMPLES = Number(process.env.BENCH_DIRECT_SAMPLES ?? 40);
/**
 * Samples of the direct runs of the workloads compared at both concurrencies: as many as an HTTP run has, so both
 * p95s are read at the same depth. With 200, a run held one WAL checkpoint (a stall of a few ms behind which the
 * 8 queued changes wait) or none, and the direct p95 of add-to-cart came out as 2.7 or 9.9 ms from run to run.
 */
const PAIRED_DIRECT_SAMPLES = Number(process.env.BENCH_PAIRED_DIRECT_SAMPLES ?? REQUESTS);
/** Requests of the one-client HTTP runs. */
const SINGLE_REQUESTS = Math.ceil(REQUESTS / 2);
/**
 * The paired direct runs first do this many items unmeasured, on indices of their own: the JIT warms up, as the
 * server did in its warm-up. The other direct runs (a listing's takes most of a second) do three.
 */
const DIRECT_WARMUP = 30;
const UNPAIRED_DIRECT_WARMUP = 3;
/** Only the workloads whose name starts with one of these (comma-separated), e.g. BENCH_ONLY=add-to-cart. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
/** Add-to-cart spreads its writes over this many shoppers' carts, so a cart holds a handful of lines. */
const CART_SHOPPERS = 500;
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function ensureDatabase(): string {
  // One file per seed format: branches with different seeds (benched side by side) do not reseed each other's.
  const file = join(tmpdir(), `beautyshop-sandbox-bench-${PRODUCTS}-f${SEED_FORMAT}.sqlite`);
  if (existsSync(file)) {
    const db = openDatabase(file);
    const count = db.prepare("SELECT value FROM meta WHERE key = 'products'").pluck().get();
    const outdated = isOutdatedSeed(db);
    db.close();
    if (Number(count) === PRODUCTS && !outdated) return file;
    removeDatabase(file);
  }
  console.log(`bench: seeding ${PRODUCTS} products into ${file} (once) ...`);
  const db = openDatabase(file);
  const report = seedDatabase(db, { products: PRODUCTS });
  db.close();
  console.log(`bench: seeded ${report.productRows} product rows in ${report.milliseconds} ms`);
  return file;
}

interface Server {
  child: ChildProcess;
  storeApiUrl: string;
  /** The worker processes the sandbox started (it prints them). */
  workers: number;
}

/** The sandbox on a free port; `workers` overrides SANDBOX_WORKERS (or the sandbox's default). */
function startServer(dbFile: string, workers?: number): Promise<Server> {
  return new Promise((resolvePromise, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SANDBOX_PORT: '0', SANDBOX_DB: dbFile };
    if (workers !== undefined) env.SANDBOX_WORKERS = String(workers);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
      cwd: packageRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      const match = /Store API on (\S+)/.exec(text);
      if (match?.[1])
        resolvePromise({
          child,
          storeApiUrl: match[1],
          workers: Number(/(\d+) workers?\)/.exec(text)?.[1] ?? 0),
        });
    });
    child.once('exit', (code, signal) => {
      console.error(`bench: sandbox exited (${code ?? signal})`);
      reject(new Error(`bench: sandbox exited with ${code ?? signal}`));
    });
  });
}

interface Workload {
  name: string;
  /** Every request asks for something new: measured once, since a second run would repeat the first. */
  cold?: boolean;
  http: (index: number) => Promise<Answer>;
  direct: (index: number) => void;
  /**
   * Brings the direct run's process to the state the warmed server workers are in for the sampled indices (its
   * caches of rendered products), so the baseline is not a cold start against a warm server.
   */
  prepareDirect?: (index: number) => void;
  /** HTTP requests before the measured ones (default BENCH_WARMUP). */
  warmUp?: number;
  /**
   * Compared at both concurrencies: the HTTP runs with 8 clients and with one, each beside the direct run at the
   * same concurrency (8 clients issuing concurrently in-process, or one).
   */
  paired?: boolean;
}

const warmUpOf = (workload: Workload) => workload.warmUp ?? WARMUP;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * The 8-client HTTP runs after a warm-up. `afterRound` runs after each, so a paired workload measures its direct
 * run right beside each HTTP run: this machine's speed drifts within minutes, and both sides should see the same.
 */
async function measureHttp(
  workload: Workload,
  afterRound: (round: number) => Promise<void> = async () => {},
): Promise<LatencySummary & { rounds: LatencySummary[] }> {
  console.log(`bench: warming up ${workload.name.split(' ')[0]} ...`);
  // Warm-up indices lie past the measured ones, so the cold workloads meet nothing they asked for before. It runs
  // on as many sockets as the measurement, so every server worker is warm.
  let warm = 0;
  const warmUp = warmUpOf(workload);
  const warmer = async () => {
    while (warm < warmUp) await workload.http(REQUESTS + warm++);
  };
  await Promise.all(Array.from({ length: CLIENTS }, warmer));
  const rounds: LatencySummary[] = [];
  for (let round = 0; round < (workload.cold ? 1 : ROUNDS); round += 1) {
    const samples: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < REQUESTS) {
        const index = next++;
        const started = performance.now();
        const response = await workload.http(index);
        if (response.status !== 200) throw new Error(`bench: ${workload.name} answered ${response.status}`);
        samples.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    rounds.push(summarise(samples));
    await afterRound(round);
  }
  return {
    count: rounds.reduce((sum, round) => sum + round.count, 0),
    p50: median(rounds.map((round) => round.p50)),
    p95: median(rounds.map((round) => round.p95)),
    max: Math.max(...rounds.map((round) => round.max)),
    rounds,
  };
}

/** One client, one request after the other: latency without queueing behind the other clients. */
async function measureSingleClient(workload: Workload): Promise<LatencySummary> {
  const samples: number[] = [];
  for (let index = 0; index < SINGLE_REQUESTS; index += 1) {
    const started = performance.now();
    const response = await workload.http(REQUESTS + warmUpOf(workload) + index);
    if (response.status !== 200) throw new Error(`bench: ${workload.name} answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

/**
 * The direct runs: `clients` loops issue the work concurrently into one in-process queue that is worked off one
 * item per event-loop turn, as the server's arrival-order queue works off its requests. A latency runs from
 * issue to answer, so at 8 clients it includes the wait behind the other clients' work, as an HTTP answer's
 * does. The indices used are `first` onwards (each once).
 */
async function measureDirect(
  workload: Workload,
  clients: number,
  samples: number,
  first: number,
): Promise<LatencySummary> {
  const warmUp = workload.paired ? DIRECT_WARMUP : UNPAIRED_DIRECT_WARMUP;
  if (workload.prepareDirect)
    for (let index = 0; index < warmUp + samples; index += 1) workload.prepareDirect(first + index);
  for (let index = 0; index < warmUp; index += 1) workload.direct(first + index);
  const measuredFrom = first + warmUp;
  const queue: (() => void)[] = [];
  let scheduled = false;
  const workOff = () => {
    const job = queue.shift();
    if (queue.length > 0) setImmediate(workOff);
    else scheduled = false;
    job?.();
  };
  const issue = (index: number) =>
    new Promise<void>((resolvePromise, reject) => {
      queue.push(() => {
        try {
          workload.direct(index);
          resolvePromise();
        } catch (error) {
          reject(error);
        }
      });
      if (!scheduled) {
        scheduled = true;
        setImmediate(workOff);
      }
    });
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < samples) {
      const index = measuredFrom + next++;
      const started = performance.now();
      await issue(index);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return summarise(latencies);
}

/** What the direct (in-process SQL) runs need: the stores and a guest of the market, as a request would have. */
function directContext(
  db: SandboxDatabase,
  salesChannelId: string,
): { deps: SandboxDeps; shop: ShopRequest } {
  const deps = createSandboxDeps(db, () => 'http://127.0.0.1');
  return { deps, shop: guestShopRequest(deps, salesChannelId, { includeSeoUrls: true }) };
}

/** The shopper's term as the search route matches it (none for a term without a usable word). */
function searchMatchOf(term: string) {
  const match = toSearchMatch(term);
  return match ? { match } : {};
}

async function main(): Promise<void> {
  const dbFile = ensureDatabase();
  const db = openDatabase(dbFile, { readonly: true });
  const market = MARKETS[0];
  if (!market) throw new Error('bench: no DE market in the seed');
  // Ids come from plain SQL: the entity store and the listing index are built only for the direct runs, after the
  // HTTP runs, so this process (the load generator) stays small while it measures.
  const languageId = String(
    db
      .prepare(
        "SELECT json_extract(doc, '$.languageId') FROM entity WHERE entity = 'sales_channel' AND id = ?",
      )
      .pluck()
      .get(market.salesChannelId),
  );
  const { categoryId: skincare, body: listingBody } = benchListing(db);
  // Carts of an earlier bench run would make this run's carts larger.
  const writable = openDatabase(dbFile);
  writable.prepare("DELETE FROM cart WHERE token LIKE 'bench-cart-%'").run();
  writable.close();
  let direct: { deps: SandboxDeps; shop: ShopRequest } | undefined;
  const directDeps = () => {
    direct ??= directContext(db, market.salesChannelId);
    return direct;
  };
  const random = createRandom(7);
  const productIds = db
    .prepare('SELECT id FROM product WHERE listed = 1 ORDER BY pk')
    .pluck()
    .all() as string[];
  const detailIds = Array.from({ length: 500 }, () => random.pick(productIds));
  const searchTerms = [
    'feuchtigkeitscreme',
    'serum',
    'lippenstift rot',
    'shampoo',
    'duschgel',
    'nachtcreme rich',
    'eau de parfum',
    'mascara',
  ];

  console.log('bench: starting the sandbox ...');
  let server = await startServer(dbFile);
  const { storeApiUrl } = server;
  console.log(
    `bench: sandbox on ${storeApiUrl} (${server.workers} worker${server.workers === 1 ? '' : 's'})`,
  );
  const headers = { 'sw-access-key': market.accessKey, 'content-type': 'application/json' };
  const send = createClient(storeApiUrl, headers, CLIENTS);
  const post = (path: string, body: unknown) => send('POST', path, body);

  const listingDirect = () => {
    const { deps, shop } = directDeps();
    const criteria = parseCriteria(listingBody);
    const params = readListingParams(listingBody, criteria, false);
    searchProducts(deps, shop, {
      criteria: {
        ...criteria,
        postFilter: ruleAsCriteriaFilters(listingFilterRule(deps, params)),
        sort: params.sorting.fields,
        aggregations: [
          {
            name: 'manufacturer',
            type: 'entity',
            field: 'manufacturerId',
            definition: 'product_manufacturer',
          },
          { name: 'price', type: 'stats', field: 'cheapestPrice' },
          { name: 'rating', type: 'max', field: 'ratingAverage' },
          { name: 'shipping-free', type: 'max', field: 'shippingFree' },
          { name: 'properties', type: 'terms', field: 'propertyIds' },
        ],
      },
      listedOnly: true,
      where: [
        {
          sql: 'EXISTS (SELECT 1 FROM product_category pc WHERE pc.category_id = ? AND pc.product_pk = p.pk)',
          params: [skincare],
        },
      ],
      defaultLimit: 24,
    });
  };

  // Cold variants: every request asks for something no earlier request asked for, so the sandbox's caches of
  // search hits and rendered products do not help (a shop's real traffic lies between the two).
  // What a shopper types on the way to a word: every prefix of three or more letters of the catalogue's name words.
  const nameWords = db
    .prepare(
      "SELECT DISTINCT lower(value) FROM product_translation t, json_each('[\"' || replace(t.name, ' ', '\",\"') || '\"]') WHERE t.language_id = ? AND length(value) >= 3",
    )
    .pluck()
    .all(languageId) as string[];
  const coldTerms = [
    ...new Set(
      nameWords
        .filter((word) => /^[\p{L}-]+$/u.test(word))
        .flatMap((word) => Array.from({ length: word.length - 2 }, (_, cut) => word.slice(0, cut + 3))),
    ),
  ].sort();
  if (coldTerms.length < REQUESTS + WARMUP || coldTerms.length % 7919 === 0)
    console.warn(`bench: only ${coldTerms.length} cold search terms; some will repeat`);
  const coldTerm = (index: number) => coldTerms[(index * 7919) % Math.max(coldTerms.length, 1)] ?? 'serum';
  const listable = db
    .prepare('SELECT category_id FROM product_category GROUP BY category_id HAVING COUNT(*) > 500')
    .pluck()
    .all() as string[];
  const coldListing = (index: number) => ({
    categoryId: listable[index % listable.length] ?? skincare,
    body: { order: 'topseller', limit: 24, p: 2 + Math.floor(index / listable.length) },
  });

  // Products a shopper can put in a cart (no closeouts, no parents of variants, no value packs).
  const buyableIds = db
    .prepare(
      "SELECT id FROM product WHERE child_count = 0 AND is_closeout = 0 AND json_extract(doc, '$.tierPrices') IS NULL ORDER BY pk",
    )
    .pluck()
    .all() as string[];
  const cartAdds = Array.from({ length: 1000 }, () => random.pick(buyableIds));
  const cartToken = (prefix: string, index: number) =>
    `${prefix}${String(index % CART_SHOPPERS).padStart(4, '0')}`;
  const cartItems = (index: number) => {
    const id = cartAdds[index % cartAdds.length] ?? '';
    return { items: [{ id, referencedId: id, type: 'product', quantity: 1 }] };
  };
  let cartDirect: SandboxDeps | undefined;
  /** The shopper as the route's middleware resolves it from the request's headers, with the same statements. */
  const cartShop = (token: string): { deps: SandboxDeps; shop: ShopRequest } => {
    cartDirect ??= createSandboxDeps(openDatabase(dbFile), () => 'http://127.0.0.1');
    const deps = cartDirect;
    const requestHeaders: Record<string, string> = { ...headers, 'sw-context-token': token };
    return { deps, shop: resolveShopRequest(deps, (name) => requestHeaders[name]) };
  };
  const ADD_TO_CART = 'add-to-cart';
  // Order placement orders each prepared cart once: the HTTP run (warm-up and measured) and the direct run each
  // get carts of their own.
  const ORDER_PLACEMENT = 'order-placement';
  // Order placement is measured in one HTTP run, with one direct run beside it and one for the single client.
  const placements = REQUESTS + WARMUP + SINGLE_REQUESTS + 2 * (PAIRED_DIRECT_SAMPLES + DIRECT_WARMUP);
  if (ONLY.length === 0 || ONLY.some((prefix) => ORDER_PLACEMENT.startsWith(prefix))) {
    console.log(`bench: preparing ${placements} customers with a cart each ...`);
    prepareOrderShoppers(dbFile, market.salesChannelId, placements, buyableIds, random);
  }
  let orderDirect: SandboxDeps | undefined;

  /**
   * Add-to-cart through `client` (a sandbox of `workers` workers) into the carts whose tokens start with
   * `tokenPrefix`, beside the same change in-process into the same carts.
   */
  const addToCart = (client: Send, tokenPrefix: string, workers: number): Workload => ({
    name: `${ADD_TO_CART} (POST /checkout/cart/line-item, one product into one of 500 guest carts; ${
      workers === 1 ? 'one sandbox worker, one process as the direct side' : `${workers} sandbox workers`
    })`,
    http: (index) =>
      client('POST', '/checkout/cart/line-item', cartItems(index), {
        'sw-context-token': cartToken(tokenPrefix, index),
      }),
    paired: true,
    // The direct run renders every product of its carts before it measures (prepareDirect); the server renders
    // a product once per worker, and a request lands on either. Three passes over the added products leave
    // each one rendered by a worker with a chance of 7 in 8 (the default warm-up covered 400 of the 1,000, and
    // the first measured run was the slowest by a third).
    // That many per worker: a worker is not settled after 1,500 adds of its own. With two workers sharing a
    // warm-up of 3,000, the next 2,000 adds measured p95 11 to 12.5 ms and the thousand after them 7.7 to 8.3 ms;
    // after a warm-up of 6,000 every thousand measured 7.2 to 8.1 ms (three runs each, 2026-12-05). One worker's
    // rounds after 3,000 were as even as its later ones.
    warmUp: Math.max(WARMUP, 3 * cartAdds.length) * workers,
    direct: (index) => {
      // The same change in-process, into the carts the HTTP runs filled: the same statements and the same
      // calculation, without HTTP, on a connection that may write (the server is idle meanwhile).
      const { deps, shop } = cartShop(cartToken(tokenPrefix, index));
      const adds = readAddItems(cartItems(index));
      changeCart(deps, shop, (items, lookups) => addLineItems(items, adds, lookups));
    },
    prepareDirect: (index) => {
      // The server rendered every product of these carts and every added product during its warm-up; this
      // process renders them once before measuring (a read of the cart, and the add into a scratch cart).
      const { deps, shop } = cartShop(cartToken(tokenPrefix, index));
      readCart(deps, shop);
      const adds = readAddItems(cartItems(index));
      const scratch = { ...shop, context: { ...shop.context, token: `${tokenPrefix}warm-${index}` } };
      changeCart(deps, scratch, (items, lookups) => addLineItems(items, adds, lookups));
    },
  });

  const everyWorkload: Workload[] = [
    {
      name: 'listing (category, 3 brands, 1 property, price range, price-asc, filter-panel aggregations)',
      http: () => post(`/product-listing/${skincare}`, listingBody),
      direct: listingDirect,
    },
    {
      name: 'search (FTS5 trigrams, name matches first, filter-panel aggregations)',
      http: (index) => post('/search', { search: searchTerms[index % searchTerms.length] }),
      direct: (index) => {
        const { deps, shop } = directDeps();
        const term = searchTerms[index % searchTerms.length] ?? '';
        searchProducts(deps, shop, {
          criteria: parseCriteria({}),
          listedOnly: true,
          ...searchMatchOf(term),
          defaultLimit: 24,
        });
      },
    },
    {
      name: 'listing, cold (a category and page no earlier request asked for)',
      cold: true,
      http: (index) => {
        const { categoryId, body } = coldListing(index);
        return post(`/product-listing/${categoryId}`, body);
      },
      direct: listingDirect,
    },
    {
      name: 'search, cold (a term no earlier request asked for)',
      cold: true,
      http: (index) => post('/search', { search: coldTerm(index) }),
      direct: (index) => {
        const { deps, shop } = directDeps();
        searchProducts(deps, shop, {
          criteria: parseCriteria({}),
          listedOnly: true,
          ...searchMatchOf(coldTerm(index)),
          defaultLimit: 24,
        });
      },
    },
    {
      name: 'product detail',
      http: (index) => send('GET', `/product/${detailIds[index % detailIds.length]}`),
      // The route's own work in-process: the product, its configurator and the default layout with its slots.
      direct: (index) => {
        const { deps, shop } = directDeps();
        const id = detailIds[index % detailIds.length] ?? '';
        productDetail(deps, shop, id, { children: false, skipConfigurator: false, shape: {} });
      },
    },
    addToCart(send, 'bench-cart-', server.workers),
    {
      name: `${ORDER_PLACEMENT} (POST /checkout/order, a logged-in customer's cart of two products, each cart once)`,
      cold: true,
      http: (index) => send('POST', '/checkout/order', {}, { 'sw-context-token': orderToken(index) }),
      paired: true,
      direct: (index) => {
        // The same placement in-process (the shopper's context, calculation, the order's statements, the
        // answer's reads, the mail) on carts of its own, after the server has stopped.
        orderDirect ??= createSandboxDeps(openDatabase(dbFile), () => 'http://127.0.0.1');
        placeOrderDirect(orderDirect, headers, index);
      },
    },
  ];
  const workloads = everyWorkload.filter(
    (workload) => ONLY.length === 0 || ONLY.some((prefix) => workload.name.startsWith(prefix)),
  );

  const results = [];
  const httpResults = new Map<Workload, LatencySummary & { rounds: LatencySummary[] }>();
  try {
    const ratioOf = (http: LatencySummary, direct: LatencySummary) => ({
      p50: Math.round((http.p50 / Math.max(direct.p50, 0.01)) * 10) / 10,
      p95: Math.round((http.p95 / Math.max(direct.p95, 0.01)) * 10) / 10,
    });
    const roundsOf = (http: { rounds: LatencySummary[] }) =>
      http.rounds.length > 1
        ? `, median of ${http.rounds.length} runs: p95 ${http.rounds.map((round) => round.p95).join(' / ')}`
        : '';
    const directRun = PAIRED_DIRECT_SAMPLES + DIRECT_WARMUP;
    // Paired workloads: each HTTP run with the direct run at the same concurrency right after it (short: the
    // server's keep-alive sockets stay open). The other workloads' HTTP runs come first, their direct runs last:
    // a listing's baseline takes most of a minute, long enough for the server to close idle sockets.
    /** A paired workload: each 8-client HTTP run beside a direct run, then one client on each side. */
    const measurePaired = async (workload: Workload) => {
      // Direct indices lie past every HTTP run's (the 8-client runs, their warm-up, the one-client run).
      const firstDirect = REQUESTS + warmUpOf(workload) + SINGLE_REQUESTS;
      // Other work on the machine slows the HTTP side (several processes, a wake-up per request) more than the
      // in-process direct side, so a ratio is read together with the load it was measured at.
      const loadFrom = loadavg()[0] ?? 0;
      const directRounds: LatencySummary[] = [];
      const http = await measureHttp(workload, async (round) => {
        directRounds.push(
          await measureDirect(
            workload,
            CLIENTS,
            PAIRED_DIRECT_SAMPLES,
            firstDirect + (round + 1) * directRun,
          ),
        );
      });
      const direct = {
        count: directRounds.reduce((sum, round) => sum + round.count, 0),
        p50: median(directRounds.map((round) => round.p50)),
        p95: median(directRounds.map((round) => round.p95)),
        max: Math.max(...directRounds.map((round) => round.max)),
      };
      const http1 = await measureSingleClient(workload);
      const direct1 = await measureDirect(workload, 1, PAIRED_DIRECT_SAMPLES, firstDirect);
      const ratio = ratioOf(http, direct);
      const ratio1 = ratioOf(http1, direct1);
      const load = {
        from: Math.round(loadFrom * 100) / 100,
        to: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      };
      results.push({ workload: workload.name, http, direct, ratio, http1, direct1, ratio1, load });
      console.log(workload.name);
      console.log(
        `  1 client:  http p50 ${http1.p50} ms, p95 ${http1.p95} ms | same SQL direct p50 ${direct1.p50} ms, p95 ${direct1.p95} ms | ratio p50 ${ratio1.p50}x, p95 ${ratio1.p95}x`,
      );
      console.log(
        `  ${CLIENTS} clients: http p50 ${http.p50} ms, p95 ${http.p95} ms${roundsOf(http)} | same SQL direct, ${CLIENTS} clients in-process${directRounds.length > 1 ? `, median of ${directRounds.length} runs` : ''}: p50 ${direct.p50} ms, p95 ${direct.p95} ms | ratio p50 ${ratio.p50}x, p95 ${ratio.p95}x`,
      );
      console.log(`  load average (1 min) ${load.from} at the start, ${load.to} at the end (${CPUS} cores)`);
    };
    const unpaired: Workload[] = [];
    for (const workload of workloads) {
      if (workload.paired) {
        await measurePaired(workload);
        continue;
      }
      httpResults.set(workload, await measureHttp(workload));
      unpaired.push(workload);
    }
    // The direct side is one process that works off the 8 clients' changes one at a time. Several server workers
    // on this machine's two cores also compete with the load generator for them (three busy processes on two
    // cores): at p95 the comparison then measures the oversubscription. Add-to-cart is measured once more against
    // one worker, one process as on the direct side, on carts of its own.
    if (server.workers !== 1 && workloads.some((workload) => workload.name.startsWith(ADD_TO_CART))) {
      const { child } = server;
      child.removeAllListeners('exit');
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
      console.log('bench: starting the sandbox with one worker ...');
      server = await startServer(dbFile, 1);
      const oneWorker = createClient(server.storeApiUrl, headers, CLIENTS);
      await measurePaired(addToCart(oneWorker, 'bench-cart-1w-', 1));
    }
    for (const workload of unpaired) {
      const http = httpResults.get(workload) ?? { ...summarise([]), rounds: [] };
      const direct = await measureDirect(workload, 1, DIRECT_SAMPLES, 0);
      const ratio = ratioOf(http, direct);
      results.push({ workload: workload.name, http, direct, ratio });
      console.log(workload.name);
      console.log(
        `  http (${CLIENTS} clients${roundsOf(http)}): p50 ${http.p50} ms, p95 ${http.p95} ms | same SQL direct (1 client): p50 ${direct.p50} ms, p95 ${direct.p95} ms | ratio p50 ${ratio.p50}x, p95 ${ratio.p95}x`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    db.close();
    cartDirect?.db.close();
    orderDirect?.db.close();
  }
  const outDir = join(packageRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `sandbox-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { products: PRODUCTS, clients: CLIENTS, requests: REQUESTS, node: process.version, results },
      null,
      2,
    ),
  );
  console.log(`bench: wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
