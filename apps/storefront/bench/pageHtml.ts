// `tsx bench/pageHtml.ts <out-dir>`: renders a fixed set of pages (home, category, filtered category, product,
// variant product with reviews, search, content) of the current production build (`build/`) against a freshly
// seeded in-memory sandbox and writes each page's HTML, with nonces and asset hashes blanked, to <out-dir>.
// Run it on two builds and `diff -r` the directories: a refactoring that keeps the shop unchanged shows no
// difference (issue 13).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startSandbox } from '@beautyshop/sandbox';
import { environmentFromSandbox, readSandboxInfo } from '../scripts/sandboxEnv.ts';
import { startStorefront } from '../scripts/server.ts';

interface SeoUrlOwner {
  id: string;
  parentId?: string | null;
  childCount?: number | null;
  ratingAverage?: number | null;
  seoUrls?: { seoPathInfo: string }[];
}

/** Nonces and content hashes change with every request and build; everything else must match byte for byte. */
export function normalizeHtml(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/-[A-Za-z0-9_-]{8}\.(js|css)\b/g, '-HASH.$1')
    .replace(/"version":"[0-9a-f]+"/g, '"version":""')
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT');
}

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? 'page-html');
  mkdirSync(outDir, { recursive: true });
  const sandbox = await startSandbox({ port: 0, dbFile: ':memory:', products: 300 });
  const info = await readSandboxInfo(sandbox.url);
  Object.assign(process.env, environmentFromSandbox(info, sandbox.url));
  const storefront = await startStorefront({ port: 0 });
  process.env.APP_URL = storefront.url;
  try {
    const accessKey = info.markets.find((market) => market.id === 'DE')?.accessKey ?? '';
    const storeApi = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${sandbox.url}/store-api${path}`, {
        method: 'POST',
        headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    };
    const navigation = await storeApi<SeoUrlOwner[]>('/navigation/main-navigation/main-navigation', {
      depth: 1,
    });
    const category = navigation[0];
    const listing = await storeApi<{ elements: SeoUrlOwner[] }>(`/product-listing/${category?.id}`, {
      limit: 24,
    });
    const products = await storeApi<{ elements: SeoUrlOwner[] }>('/product', { limit: 100 });
    const variant = products.elements.find((product) => product.parentId);
    const reviewed = products.elements.find((product) => (product.ratingAverage ?? 0) > 0);
    const pages: Record<string, string> = {
      home: '/de-de',
      'home-fr-ch': '/fr-ch',
      category: `/de-de/${category?.seoUrls?.[0]?.seoPathInfo}`,
      'category-page-2-sorted': `/de-de/${category?.seoUrls?.[0]?.seoPathInfo}p=2?order=price-asc`,
      'category-en': `/en-gb/navigation/${category?.id}`,
      product: `/de-de/detail/${listing.elements[0]?.id}`,
      'product-variant': `/de-de/detail/${variant?.id}`,
      'product-reviews-2': `/en-gb/detail/${reviewed?.parentId ?? reviewed?.id}?reviews=2`,
      search: '/de-de/search?search=Creme',
      'search-empty': '/fr-fr/search?search=zzqxjv',
      content: '/de-de/magazin/pflegeroutine',
      'content-index': '/en-gb/magazin',
      'not-found': '/de-de/no/such/page',
    };
    for (const [name, path] of Object.entries(pages)) {
      const response = await fetch(`${storefront.url}${path}`, { redirect: 'follow' });
      const html = await response.text();
      writeFileSync(
        resolve(outDir, `${name}.html`),
        `<!-- ${response.status} ${path} -> ${new URL(response.url).pathname} -->\n${normalizeHtml(html)}`,
      );
      console.log(`${response.status} ${path}`);
    }
  } finally {
    await storefront.close();
    await sandbox.close();
  }
}

await main();
