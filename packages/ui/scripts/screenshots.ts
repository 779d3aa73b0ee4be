// Renders the main stories from the static Storybook build in Debian's Chromium and saves PNGs to test-results/.
// Usage: pnpm build-storybook && pnpm screenshots
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@beautyshop/browser-testing';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const site = join(root, 'storybook-static');
const out = join(root, 'test-results', 'screenshots');
if (!existsSync(join(site, 'iframe.html')))
  throw new Error('storybook-static is missing: run `pnpm build-storybook`');

const shots: { id: string; name: string; width: number; height: number; fullPage?: boolean }[] = [
  {
    id: 'pages-category-page--header-and-listing',
    name: 'category-page-desktop',
    width: 1366,
    height: 900,
    fullPage: true,
  },
  {
    id: 'pages-category-page--header-and-listing',
    name: 'category-page-mobile',
    width: 390,
    height: 844,
    fullPage: true,
  },
  { id: 'commerce-productgrid--listing', name: 'product-grid', width: 1280, height: 900, fullPage: true },
  { id: 'commerce-price--variants', name: 'price-variants', width: 900, height: 700 },
  { id: 'overlays-modal--open', name: 'modal', width: 1200, height: 800 },
  { id: 'overlays-drawer--side-cart-open', name: 'drawer-side-cart', width: 1200, height: 800 },
  { id: 'overlays-drawer--mobile-filter', name: 'drawer-mobile-filter', width: 390, height: 844 },
  { id: 'feedback-toasts--all-types', name: 'toasts', width: 900, height: 480 },
  { id: 'commerce-gallery--with-thumbnails', name: 'gallery', width: 700, height: 760 },
  { id: 'commerce-carousel--product-slider', name: 'carousel', width: 1280, height: 640 },
  { id: 'feedback-emptystate--wishlist', name: 'empty-state', width: 900, height: 560 },
  { id: 'forms-radiogroup--cards', name: 'radio-cards', width: 600, height: 360 },
  { id: 'foundations-tokens--overview', name: 'tokens', width: 1200, height: 900, fullPage: true },
  { id: 'forms-textfield--with-error', name: 'textfield-error', width: 600, height: 240 },
];

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(site, path === '/' ? 'index.html' : path);
  if (!file.startsWith(site) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  mkdirSync(out, { recursive: true });
  for (const shot of shots) {
    // Reduced motion: screenshots show the settled state, not a frame of an entry animation.
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      reducedMotion: 'reduce',
    });
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${shot.id}&viewMode=story`, {
      waitUntil: 'networkidle',
    });
    await page.waitForSelector('#storybook-root > *', { state: 'attached' });
    await page.waitForTimeout(400);
    const path = join(out, `${shot.name}.png`);
    await page.screenshot({ path, fullPage: shot.fullPage ?? false });
    console.log(`saved ${path}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
