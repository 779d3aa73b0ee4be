import { readConfig, type StorefrontConfig } from '../config/env';

let cached: StorefrontConfig | undefined;

/** The process's configuration, read once; a missing variable throws the spec's message at the first request. */
export function serverConfig(): StorefrontConfig {
  cached ??= readConfig(process.env);
  return cached;
}
