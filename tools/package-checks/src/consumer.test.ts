import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '@beautyshop/sandbox';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { type ConsumerProject, installConsumer } from './consumerProject.ts';
import { fencedBlocks, readmeExamples, toCjs, toEsm, typecheckExample } from './examples.ts';
import { runCommand } from './pnpm.ts';
import { sandboxEnvironment } from './sandboxEnvironment.ts';
import { serveStatic } from './staticServer.ts';
import { buildViteApp, viteDependencies, writeViteApp } from './viteApp.ts';
import { publishablePackages } from './workspace.ts';

const tarballs = inject('tarballs');
let sandbox: RunningSandbox | undefined;
let environment: Record<string, string> = {};
let browser: Browser | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: ':memory:', products: 300 });
  environment = sandboxEnvironment(sandbox);
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe.each(publishablePackages())('$name in a blank consumer project', (pkg) => {
  const examples = readmeExamples(pkg);
  const nodeExamples = examples.filter((example) => example.runtime === 'node');
  const browserExamples = examples.filter((example) => example.runtime === 'browser');
  let project: ConsumerProject;

  // One install per package: the ESM and CJS projects and the Vite app share its node_modules.
  beforeAll(async () => {
    project = await installConsumer(pkg, tarballs, browserExamples.length > 0 ? viteDependencies : {});
  });
  afterAll(() => project && rmSync(project.dir, { recursive: true, force: true }));

  it('has a README example, and each example file is a fenced block of the README, verbatim', () => {
    expect(nodeExamples.length).toBeGreaterThan(0);
    const blocks = fencedBlocks(readFileSync(join(pkg.dir, 'README.md'), 'utf8'));
    for (const example of examples) {
      expect(blocks, `${example.file} is not in README.md as written`).toContain(example.code);
    }
  });

  it.each(nodeExamples)('typechecks $file against the tarball (strict, node16)', (example) => {
    const file = join(project.esmDir, example.file.replace('examples/', ''));
    writeFileSync(file, example.code);
    expect(typecheckExample(file)).toEqual([]);
  });

  it.each(nodeExamples)('runs $file the same way in an ESM and in a CJS project', async (example) => {
    const base = example.file.replace('examples/', '').replace(/\.tsx?$/, '');
    writeFileSync(join(project.esmDir, `${base}.mjs`), toEsm(example.code, example.file));
    writeFileSync(join(project.cjsDir, `${base}.cjs`), toCjs(example.code, example.file));
    const esm = await runCommand(process.execPath, [`${base}.mjs`], project.esmDir, environment);
    const cjs = await runCommand(process.execPath, [`${base}.cjs`], project.cjsDir, environment);
    expect(esm.stderr).toBe('');
    for (const text of example.expected.stdout ?? []) expect(esm.stdout).toContain(text);
    expect(cjs).toEqual(esm);
  });

  it.each(browserExamples)(
    'typechecks $file, builds it with Vite for production and runs it in Chromium',
    async (example) => {
      const app = join(project.esmDir, example.file.replace('examples/', '').replace(/\.tsx?$/, ''));
      expect(typecheckExample(writeViteApp(app, example.code))).toEqual([]);
      const dist = await buildViteApp(app, join(project.dir, 'node_modules', '.bin', 'vite'));

      browser ??= await launchChromium();
      const server = await serveStatic(dist);
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(server.url);
        await page
          .locator('#root > *')
          .first()
          .waitFor({ state: 'attached', timeout: 10_000 })
          .catch((error: Error) => {
            throw new Error(`the app rendered nothing: ${errors.join('; ') || error.message}`);
          });
        const body = () => page.textContent('body');
        for (const text of example.expected.text ?? []) await expect.poll(body).toContain(text);
        for (const variable of example.expected.cssVariables ?? []) {
          const value = await page.evaluate(
            (name) => getComputedStyle(document.documentElement).getPropertyValue(name),
            variable,
          );
          expect(value.trim(), `${variable} on :root`).not.toBe('');
        }
        if (example.expected.click) {
          await page.getByRole('button', { name: example.expected.click.button }).click();
          await expect.poll(body).toContain(example.expected.click.then);
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
        await server.close();
      }
    },
  );
});
