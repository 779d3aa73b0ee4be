import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PublishablePackage } from './workspace.ts';

/** The sections another team needs to adopt a package from its README alone (issue 21). */
export const requiredSections: { name: string; pattern: RegExp }[] = [
  { name: 'an Install heading', pattern: /^## Install$/m },
  { name: 'an Example heading', pattern: /^## Example$/m },
  { name: 'an Options (or Configuration) heading', pattern: /^## (Options|Configuration)$/m },
  { name: 'an Errors heading', pattern: /^##+ Errors\b/m },
  { name: 'a Supported runtimes heading', pattern: /^## Supported runtimes$/m },
  { name: 'a link to the changelog', pattern: /\]\(\.\/CHANGELOG\.md\)/ },
];

export function readReadme(pkg: PublishablePackage): string {
  return readFileSync(join(pkg.dir, 'README.md'), 'utf8');
}

/** Every Storybook stories file of the package, relative to it (src/**\/*.stories.tsx). */
export function storiesFiles(pkg: PublishablePackage): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.stories.tsx')) found.push(relative(pkg.dir, path));
    }
  };
  walk(join(pkg.dir, 'src'));
  return found.sort();
}
