import type { Page } from 'playwright-core';
import { waitForHydration } from './harness.ts';

/** A JSON-LD block of a page, with the nonce its script element carries. */
export interface Block {
  '@type': string;
  nonce: string;
  [key: string]: unknown;
}

function blocksOf(page: Page): Promise<Block[]> {
  return page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((script) => ({
      ...JSON.parse(script.textContent ?? '{}'),
      nonce: (script as HTMLScriptElement).nonce,
    })),
  );
}

/**
 * The page's blocks once the Store API's structured data made it in time. It has a deadline of its own (800 ms,
 * structuredData.server.ts), and beside the other files on two cores a first answer can miss it: the page then goes
 * out without it, as it should (the home page keeps the shop's own Organization block, without an audience). The
 * late answer fills the shop's read cache, so the page is asked again, up to five times.
 */
export async function storeApiBlocksOf(page: Page, url: string): Promise<Block[]> {
  let blocks: Block[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.goto(url);
    await waitForHydration(page);
    blocks = await blocksOf(page);
    if (blocks.some((block) => 'audience' in block)) return blocks;
  }
  return blocks;
}
