import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, removeDatabase, type SandboxDatabase } from './open.js';
import { inReadSnapshot } from './read-snapshot.js';

describe('inReadSnapshot', () => {
  let dir: string | undefined;
  const opened: SandboxDatabase[] = [];
  afterEach(() => {
    for (const db of opened.splice(0)) db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Two connections to one file, as two worker processes have. */
  function twoWorkers(): [SandboxDatabase, SandboxDatabase] {
    dir = mkdtempSync(join(tmpdir(), 'read-snapshot-'));
    const file = join(dir, 'sandbox.sqlite');
    removeDatabase(file);
    const first = openDatabase(file);
    first.exec('CREATE TABLE counter (n INTEGER)');
    first.exec('INSERT INTO counter VALUES (1)');
    const second = openDatabase(file);
    opened.push(first, second);
    return [first, second];
  }

  it('sees one state of the database, though another process commits between its reads', () => {
    const [worker, other] = twoWorkers();
    const read = () => worker.prepare('SELECT n FROM counter').pluck().get();
    const seen = inReadSnapshot(worker, () => {
      const before = read();
      other.exec('UPDATE counter SET n = 2');
      return [before, read()];
    });
    expect(seen).toEqual([1, 1]);
    expect(read()).toBe(2);
  });

  it('ends its transaction when the read throws, so the next write is not refused', () => {
    const [worker] = twoWorkers();
    expect(() =>
      inReadSnapshot(worker, () => {
        worker.prepare('SELECT n FROM counter').get();
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(worker.inTransaction).toBe(false);
    worker.exec('UPDATE counter SET n = 3');
    expect(worker.prepare('SELECT n FROM counter').pluck().get()).toBe(3);
  });

  it('joins a transaction already begun, and leaves it to its owner to end', () => {
    const [worker] = twoWorkers();
    worker.transaction(() => {
      worker.exec('UPDATE counter SET n = 4');
      expect(inReadSnapshot(worker, () => worker.prepare('SELECT n FROM counter').pluck().get())).toBe(4);
      expect(worker.inTransaction).toBe(true);
    })();
    expect(worker.prepare('SELECT n FROM counter').pluck().get()).toBe(4);
  });
});
