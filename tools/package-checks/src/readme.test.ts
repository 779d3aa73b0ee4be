import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readReadme, requiredSections, storiesFiles } from './readme.ts';
import { publishablePackages, readManifest, repoRoot } from './workspace.ts';

const packages = publishablePackages();

describe.each(packages)('$name README', (pkg) => {
  const readme = readReadme(pkg);

  it.each(requiredSections)('has $name', ({ pattern }) => {
    expect(readme).toMatch(pattern);
  });

  it('tells how to install the package under its published name', () => {
    expect(readme).toMatch(new RegExp(`^pnpm add ${pkg.name.replace('/', '\\/')}\\b`, 'm'));
  });

  it('links every story file, so each component leads to its story', () => {
    const unlinked = storiesFiles(pkg).filter((file) => !readme.includes(`](./${file})`));
    expect(unlinked).toEqual([]);
  });
});

describe.each(packages.filter((pkg) => existsSync(join(pkg.dir, '.storybook'))))('$name Storybook', (pkg) => {
  it('makes every story an accessibility test that fails on any axe violation', () => {
    const preview = readFileSync(join(pkg.dir, '.storybook', 'preview.tsx'), 'utf8');
    expect(preview).toMatch(/a11y:\s*\{\s*test:\s*'error'\s*\}/);
    const relaxed = storiesFiles(pkg).filter((file) =>
      /a11y:\s*\{[^}]*(test:\s*'(off|todo)'|disable:\s*true)/.test(readFileSync(join(pkg.dir, file), 'utf8')),
    );
    expect(relaxed, 'stories that switch the axe check off').toEqual([]);
  });

  it('runs the stories in Chromium in its test script (addon-vitest), and builds the static Storybook in pnpm build', () => {
    const manifest = readManifest(pkg.dir);
    const scripts = (manifest as { scripts?: Record<string, string> }).scripts ?? {};
    // Its own addon-vitest project, or the shared config of tools/browser-testing that makes one.
    const config = readFileSync(join(pkg.dir, 'vitest.config.ts'), 'utf8');
    const shared = readFileSync(join(repoRoot, 'tools/browser-testing/src/storiesVitestConfig.ts'), 'utf8');
    const storiesProject = config.includes('storiesVitestConfig(') ? shared : config;
    expect(storiesProject).toContain('storybookTest(');
    expect(storiesProject).toMatch(/browser:\s*\{\s*enabled:\s*true/);
    expect(scripts['build-storybook']).toMatch(/^storybook build\b/);
    const root = readManifest(repoRoot) as { scripts?: Record<string, string> };
    expect(root.scripts?.build).toMatch(/\bbuild-storybook\b/);
  });
});

describe('the package-checks workspace package', () => {
  it('depends on every publishable package, so turbo builds each one before the checks run', () => {
    const own = readManifest(join(repoRoot, 'tools', 'package-checks'));
    const missing = packages
      .map((pkg) => pkg.name)
      .filter((name) => own.devDependencies?.[name] !== 'workspace:*');
    expect(
      missing,
      'add "<name>": "workspace:*" to tools/package-checks/package.json devDependencies',
    ).toEqual([]);
  });
});
