import { TAG_MANAGER_URL } from '../tagManager/tagManager';
import type { TrackingConfig } from '../trackingConfig';

/** What a page's content-security-policy must allow beyond its own origin for the configured tracking. */
export interface ContentSecuritySources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * Spec 9: the policy allows scripts from self only, so the hosts the configured tools talk to are added where the
 * configuration activates them, and only then: the tag manager's script (loaded with the page's nonce, which it
 * hands on to the tags it adds) and Google Analytics' collection endpoints; the real-user monitoring's intake of
 * its configured site (the library itself is bundled with the shop). Nothing is allowed for a tool that is off.
 */
export function contentSecuritySources(config: TrackingConfig): ContentSecuritySources {
  const sources: ContentSecuritySources = { script: [], connect: [], img: [] };
  if (config.tagManagerKey !== undefined) {
    const tagManager = new URL(TAG_MANAGER_URL).origin;
    sources.script.push(tagManager);
    sources.connect.push(
      tagManager,
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
    sources.img.push(tagManager, 'https://www.google-analytics.com', 'https://*.google-analytics.com');
  }
  if (config.monitoring !== undefined) {
    // The RUM library sends to browser-intake-{site} (e.g. browser-intake-datadoghq.eu) and its replay to a
    // session-replay subdomain of it.
    const { site } = config.monitoring;
    // A site that is not a host name is configured wrongly; it must not write into the policy.
    if (/^[a-z0-9.-]+$/i.test(site))
      sources.connect.push(`https://browser-intake-${site}`, `https://*.browser-intake-${site}`);
  }
  return sources;
}
