import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildManifestPlugin } from './scripts/buildManifestPlugin.ts';

export default defineConfig({
  plugins: [reactRouter(), buildManifestPlugin()],
  server: { host: '127.0.0.1' },
});
