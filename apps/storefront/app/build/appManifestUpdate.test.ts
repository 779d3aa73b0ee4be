import { describe, expect, it } from 'vitest';
import {
  APP_MANIFEST_UPDATE_EVENT,
  buildToAnnounce,
  dispatchAppManifestUpdate,
  onAppManifestUpdate,
} from './appManifestUpdate';

describe('spec 4 build check: a new build id triggers an app manifest update event', () => {
  it('announces a manifest id that differs from the current build id', () => {
    expect(buildToAnnounce({ kind: 'updated', id: 'build-2' }, undefined)).toBe('build-2');
  });

  it('announces nothing while the manifest names the running build, or cannot be read', () => {
    expect(buildToAnnounce({ kind: 'current' }, undefined)).toBeUndefined();
    expect(buildToAnnounce({ kind: 'unknown' }, undefined)).toBeUndefined();
  });

  it('announces one new build once, though the hourly check finds it again, and a later build again', () => {
    expect(buildToAnnounce({ kind: 'updated', id: 'build-2' }, 'build-2')).toBeUndefined();
    expect(buildToAnnounce({ kind: 'updated', id: 'build-3' }, 'build-2')).toBe('build-3');
  });

  it('fires the app-manifest-update event with the new id, which a listener of the shell receives', () => {
    const target = new EventTarget();
    const heard: string[] = [];
    const stop = onAppManifestUpdate(target, (id) => heard.push(id));
    dispatchAppManifestUpdate(target, 'build-2');
    stop();
    dispatchAppManifestUpdate(target, 'build-3');
    expect(heard).toEqual(['build-2']);
    expect(APP_MANIFEST_UPDATE_EVENT).toBe('beautyshop:app-manifest-update');
  });

  it('ignores an event of that name without an id (another script on the page)', () => {
    const target = new EventTarget();
    const heard: string[] = [];
    onAppManifestUpdate(target, (id) => heard.push(id));
    target.dispatchEvent(new CustomEvent(APP_MANIFEST_UPDATE_EVENT, { detail: { version: 2 } }));
    expect(heard).toEqual([]);
  });
});
