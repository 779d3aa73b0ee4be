import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Spec 7.4: every client build publishes builds/latest.json with its id, and the server build knows it
 * (`__BUILD_ID__`) to name it in every document it renders (app/server/buildIdMeta.ts), where the browser's check
 * reads it. The client build does not get the id: compiled into a shared chunk, it changed that chunk's hash and
 * the hashes of the chunks importing it on every build, 106 of the 145 scripts for a build of unchanged sources.
 */
export function buildManifestPlugin(): Plugin {
  const id = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  return {
    name: 'beautyshop:build-manifest',
    configEnvironment: (name) =>
      name === 'client' ? undefined : { define: { __BUILD_ID__: JSON.stringify(id) } },
    generateBundle(_options, _bundle) {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id }) });
    },
  };
}
