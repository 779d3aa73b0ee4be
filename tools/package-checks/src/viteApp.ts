import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './pnpm.ts';

/** What a blank Vite + React app installs (`npm create vite -- --template react-ts`). */
export const viteDependencies = { vite: '^8.3.8', '@vitejs/plugin-react': '^6.3.0' };

const viteConfig = "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n";
const indexHtml =
  '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><link rel="icon" href="data:,">' +
  '<title>consumer</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script>' +
  '</body>\n</html>\n';

/** Writes a Vite + React app whose entry is `main` into `appDir`; returns the entry's path. */
export function writeViteApp(appDir: string, main: string): string {
  mkdirSync(join(appDir, 'src'), { recursive: true });
  writeFileSync(join(appDir, 'vite.config.mjs'), viteConfig);
  writeFileSync(join(appDir, 'index.html'), indexHtml);
  const entry = join(appDir, 'src', 'main.tsx');
  writeFileSync(entry, main);
  return entry;
}

/** `vite build` for production; resolves to the folder to serve. */
export async function buildViteApp(appDir: string, viteBin: string): Promise<string> {
  await runCommand(viteBin, ['build', '--logLevel', 'warn'], appDir);
  return join(appDir, 'dist');
}
