import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { LAZY_VIEWS } from './app/build/lazyViews.ts';
import { barrelImportsPlugin } from './scripts/barrelImports.ts';
import { buildManifestPlugin } from './scripts/buildManifestPlugin.ts';
import { lazyViewAssetsPlugin } from './scripts/lazyViewAssetsPlugin.ts';
import { shellChunkGroups } from './scripts/shellChunks.ts';

export default defineConfig({
  plugins: [
    reactRouter(),
    buildManifestPlugin(),
    lazyViewAssetsPlugin(LAZY_VIEWS),
    barrelImportsPlugin('@beautyshop/ui'),
  ],
  server: { host: '127.0.0.1' },
  // Rolldown's timing report names the slowest plugin of every build (React Router's own): noise on each start.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: shellChunkGroups({
              entry: /[\\/]entry\.client\.[jt]sx?$/,
              root: /[\\/]app[\\/]root\.tsx(\?|$)/,
            }),
          },
        },
      },
    },
  },
});
