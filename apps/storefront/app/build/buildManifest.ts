/** Spec 9: the build manifest is checked every hour. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** Spec 9: after a chunk-load error the page reloads at most once per 10 s per path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export interface BuildManifest {
  id: string;
}

/** Checked by hand rather than with zod: this runs in every page's browser bundle, where zod would add ~25 KB. */
export function parseBuildManifest(value: unknown): BuildManifest | undefined {
  if (typeof value !== 'object' || value === null || !('id' in value)) return undefined;
  return typeof value.id === 'string' && value.id !== '' ? { id: value.id } : undefined;
}

/** Spec 7.4: GET builds/latest.json under the app base path with a timestamp for cache busting. */
export function buildManifestUrl(basePath: string, now: number): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${base}builds/latest.json?timestamp=${now}`;
}

export type BuildCheckResult = { kind: 'current' } | { kind: 'updated'; id: string } | { kind: 'unknown' };

type Fetch = (url: string) => Promise<Response>;

/** Spec 4: a manifest id that differs from the running build id means a new build is out. */
export async function checkBuild(
  fetchManifest: Fetch,
  basePath: string,
  currentBuildId: string,
  now: number,
): Promise<BuildCheckResult> {
  try {
    const response = await fetchManifest(buildManifestUrl(basePath, now));
    if (!response.ok) return { kind: 'unknown' };
    const manifest = parseBuildManifest(await response.json());
    if (manifest === undefined) return { kind: 'unknown' };
    return manifest.id === currentBuildId ? { kind: 'current' } : { kind: 'updated', id: manifest.id };
  } catch {
    // An offline shopper or a deploy in progress: try again at the next interval.
    return { kind: 'unknown' };
  }
}

/** Spec 2.3: a chunk-load error reloads the page only when a new build is out. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    message,
  );
}

export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const RELOAD_KEY_PREFIX = 'beautyshop_chunk_reload:';

/** Decides and records a reload: once per 10 s per path, and only once a new build is out. */
export function shouldReloadAfterChunkError(
  path: string,
  newBuildOut: boolean,
  now: number,
  storage: ReloadGuardStorage,
): boolean {
  if (!newBuildOut) return false;
  const key = `${RELOAD_KEY_PREFIX}${path}`;
  const last = Number(storage.getItem(key) ?? Number.NEGATIVE_INFINITY);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}
