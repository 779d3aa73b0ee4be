import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildLoads, watchForNewBuild } from './buildReload';

let dir: string;
let entry: string;
const stops: (() => void)[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-build-reload-'));
  mkdirSync(join(dir, 'server'));
  entry = join(dir, 'server', 'index.js');
  writeFileSync(entry, 'export const BUILD_ID = "first";\n');
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  rmSync(dir, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds (a loaded machine delivers file events late), at most 10 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 10_000; waited += 50) await wait(50);
}

/** Watches the temporary build; answers what happened so far. */
function watchBuild(loads: (file: string) => Promise<boolean> = async () => true, quietMs = 100) {
  const seen = { newBuild: 0, broken: 0, checks: 0 };
  stops.push(
    watchForNewBuild({
      serverEntry: entry,
      quietMs,
      intervalMs: 20,
      loads: async (file) => {
        seen.checks += 1;
        return loads(file);
      },
      onNewBuild: () => {
        seen.newBuild += 1;
      },
      onBrokenBuild: () => {
        seen.broken += 1;
      },
    }),
  );
  return seen;
}

/** Lets the watcher take its first look at the entry (a change before that is the state it starts from). */
const watching = () => wait(100);

describe('a server process hands over to one on a new build written in place (a rebuild beside a running shop)', () => {
  it('hands over once, after the entry has stayed unchanged a while, however often the build writes it', async () => {
    // Quiet for half a second: the writes below, 50 ms apart, all fall within it.
    const seen = watchBuild(async () => true, 500);
    await watching();
    for (let write = 0; write < 5; write += 1) {
      writeFileSync(entry, `export const BUILD_ID = "second, part ${write}";\n`);
      await wait(50);
    }
    expect(seen.newBuild).toBe(0);
    await until(() => seen.newBuild > 0);
    expect(seen).toEqual({ newBuild: 1, broken: 0, checks: 1 });
    // Handed over: a later build is the successor's to notice.
    writeFileSync(entry, 'export const BUILD_ID = "third";\n');
    await wait(1000);
    expect(seen.newBuild).toBe(1);
  });

  it('does not hand over for the same build written again (a cache restoring it) or for other files', async () => {
    const seen = watchBuild();
    await watching();
    writeFileSync(entry, 'export const BUILD_ID = "first";\n');
    writeFileSync(join(dir, 'server', 'chunk-a.js'), 'export default 1;\n');
    await wait(400);
    expect(seen).toEqual({ newBuild: 0, broken: 0, checks: 0 });
  });

  it('keeps the build it has when the new one does not load, and hands over once a later one does', async () => {
    let loadable = false;
    const seen = watchBuild(async () => loadable);
    await watching();
    writeFileSync(entry, 'export const BUILD_ID = "broken";\n');
    await until(() => seen.broken > 0);
    expect(seen).toEqual({ newBuild: 0, broken: 1, checks: 1 });
    loadable = true;
    writeFileSync(entry, 'export const BUILD_ID = "fixed";\n');
    await until(() => seen.newBuild > 0);
    expect(seen).toEqual({ newBuild: 1, broken: 1, checks: 2 });
  });
});

describe('whether a build loads: its entry is imported in a child process', () => {
  it('loads a module that imports what exists, not one that imports a deleted chunk or throws', async () => {
    writeFileSync(join(dir, 'server', 'view.js'), 'export const view = 1;\n');
    writeFileSync(entry, 'import { view } from "./view.js";\nexport const BUILD_ID = view;\n');
    expect(await buildLoads(entry)).toBe(true);
    rmSync(join(dir, 'server', 'view.js'));
    expect(await buildLoads(entry)).toBe(false);
    writeFileSync(entry, 'throw new Error("half written");\n');
    expect(await buildLoads(entry)).toBe(false);
  });
});
