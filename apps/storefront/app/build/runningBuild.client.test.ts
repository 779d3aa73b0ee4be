import { describe, expect, it } from 'vitest';
import { buildIdMeta } from '../server/buildIdMeta';
import { RUNNING_BUILD_SELECTOR } from './runningBuild';

const runningBuild = () => document.querySelector<HTMLMetaElement>(RUNNING_BUILD_SELECTOR)?.content;

describe('spec 4 and 7.4: the running build is the one the document names', () => {
  it('is read from the element the server put into the head, escaped characters and all', () => {
    document.head.innerHTML = `<title>Shop</title>${buildIdMeta('a"b<c>&d').toString('utf8')}`;
    expect(runningBuild()).toBe('a"b<c>&d');
  });

  it('is unknown in a document that names none', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#fff"/>';
    expect(runningBuild()).toBeUndefined();
  });
});
