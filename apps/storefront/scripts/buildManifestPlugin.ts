import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Spec 7.4: every client build publishes builds/latest.json with its id, and the app knows its own id
 * (`__BUILD_ID__`) to compare against it.
 */
export function buildManifestPlugin(): Plugin {
  const id = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  return {
    name: 'beautyshop:build-manifest',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(id) } }),
    generateBundle(_options, _bundle) {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id }) });
    },
  };
}
