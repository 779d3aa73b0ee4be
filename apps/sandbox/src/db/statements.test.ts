import { describe, expect, it } from 'vitest';
import { openDatabase } from './open.js';
import { statement } from './statements.js';

describe('statement', () => {
  it('prepares a SQL text once per database and mode', () => {
    const db = openDatabase(':memory:');
    const first = statement(db, 'SELECT 1 AS one');
    expect(statement(db, 'SELECT 1 AS one')).toBe(first);
    expect(statement(db, 'SELECT 1 AS one', 'pluck')).not.toBe(first);
    db.close();
  });

  it('keeps each mode apart, so a plucking caller never changes what a row caller gets', () => {
    const db = openDatabase(':memory:');
    expect(statement(db, 'SELECT 1 AS one', 'pluck').get()).toBe(1);
    expect(statement(db, 'SELECT 1 AS one').get()).toEqual({ one: 1 });
    expect(statement(db, 'SELECT 1 AS one', 'raw').get()).toEqual([1]);
    db.close();
  });
});
