import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { LAZY_VIEWS } from './app/build/lazyViews.ts';
import { buildManifestPlugin } from './scripts/buildManifestPlugin.ts';
import { lazyViewAssetsPlugin } from './scripts/lazyViewAssetsPlugin.ts';

export default defineConfig({
  plugins: [reactRouter(), buildManifestPlugin(), lazyViewAssetsPlugin(LAZY_VIEWS)],
  server: { host: '127.0.0.1' },
});
