import { describe, expect, it } from 'vitest';
import { buildIdMeta } from '../server/buildIdMeta';
import { runningBuildOf } from './runningBuild';

describe('spec 4 and 7.4: the running build is the one the document names', () => {
  it('reads the id the server put into the head, escaped characters and all', () => {
    document.head.innerHTML = `<title>Shop</title>${buildIdMeta('a"b<c>&d').toString('utf8')}`;
    expect(runningBuildOf(document)).toBe('a"b<c>&d');
  });

  it('knows no running build in a document that names none', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#fff"/>';
    expect(runningBuildOf(document)).toBeUndefined();
  });
});
