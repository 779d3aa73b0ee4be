import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuLine, cpuSecondsOfTrees, watchCpu } from './processCpu';

const onLinux = existsSync('/proc/self/stat');

/**
 * A child that keeps a core busy and starts a grandchild that does too, in a process group of their own (killed
 * together); resolves once the child has named the grandchild's pid.
 */
async function busyTree(): Promise<{ child: number; grandchild: number; kill: () => void }> {
  const spin = 'for(;;){}';
  const script = `const g = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(spin)}], { stdio: 'ignore' }); process.stdout.write(g.pid + '\\n', () => { ${spin} });`;
  const child = spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  const kill = () => process.kill(-(child.pid ?? 0), 'SIGKILL');
  const grandchild = await new Promise<number>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  return { child: child.pid ?? 0, grandchild, kill };
}

describe.runIf(onLinux)('the scale-out bench counts the cores each part of the set-up used', () => {
  it('counts a process together with the processes it started', async () => {
    const tree = await busyTree();
    try {
      const window = watchCpu([{ name: 'tree', pids: [tree.child] }]);
      await new Promise((done) => setTimeout(done, 1000));
      const [child, grandchild] = cpuSecondsOfTrees([tree.child, tree.grandchild]) ?? [];
      // Both spin, so each has used some CPU; the child's tree holds the grandchild's time and its own.
      expect(grandchild).toBeGreaterThan(0);
      expect(child).toBeGreaterThan(grandchild ?? Number.POSITIVE_INFINITY);
      expect(window?.()[0]?.cores).toBeGreaterThan(0);
    } finally {
      tree.kill();
    }
  });

  it('counts this process (the load generator) by its own usage', async () => {
    const window = watchCpu([{ name: 'load generator', self: true }]);
    const until = performance.now() + 300;
    while (performance.now() < until) {
      // Busy on purpose: the window should see this process working.
    }
    expect(window?.()[0]?.cores).toBeGreaterThan(0);
  });

  it('gives nothing for a process that is not there', () => {
    expect(cpuSecondsOfTrees([2 ** 30])).toEqual([0]);
  });

  it('names each part with its cores', () => {
    expect(
      cpuLine([
        { name: 'shop', cores: 1.124 },
        { name: 'sandbox', cores: 0.2 },
      ]),
    ).toMatch(/^shop 1\.12, sandbox 0\.20 \(cores, of \d+\)$/);
  });
});
