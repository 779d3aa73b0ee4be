import type { SeedCatalogue, SeedEntry } from './seedEntryWriter.js';
import { createSeedEntryWriter } from './seedEntryWriter.js';
import { seedBlockCasesPage, seedLandingPages } from './seedLandingPages.js';
import { seedPages } from './seedPages.js';
import { seedServicePages } from './seedServicePages.js';
import { seedTeasers } from './seedTeasers.js';

export type { SeedCatalogue, SeedEntry } from './seedEntryWriter.js';

/** Home pages per market, magazine, 404, service and legal pages, the Clean Beauty landing page and productPage content linking the sandbox catalogue (deterministic). */
export function seedEntries(catalogue: SeedCatalogue): SeedEntry[] {
  const writer = createSeedEntryWriter(catalogue);
  seedTeasers(writer);
  seedPages(writer);
  seedServicePages(writer);
  seedLandingPages(writer);
  seedBlockCasesPage(writer);
  return writer.entries;
}
