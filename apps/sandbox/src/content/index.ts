export type { ContentApiOptions } from './createContentApi.js';
export { createContentApi } from './createContentApi.js';
export { isContentSeeded, migrateContent } from './migrateContent.js';
export { ensureSandboxContent, mountSandboxContent, SANDBOX_CONTENT } from './sandboxContent.js';
export { seedContent } from './seed/seedContent.js';
export type { SeedCatalogue } from './seed/seedEntries.js';
