/** Spec 9: general cached data lives 60 s (Store API answers, languages, plugin configuration, content lookups). */
export const GENERAL_CACHE_TTL_MS = 60_000;
