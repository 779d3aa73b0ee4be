import { z } from 'zod';

/** The part of GET /sandbox/info the storefront needs; content appears once the sandbox serves it. */
export const sandboxInfoSchema = z.object({
  storeApiUrl: z.url(),
  markets: z.array(z.object({ id: z.enum(['DE', 'AT', 'CH', 'FR']), accessKey: z.string().min(1) })),
  content: z
    .object({
      space: z.string().min(1),
      environment: z.string().min(1).optional(),
      deliveryToken: z.string().min(1),
      previewToken: z.string().min(1),
      host: z.string().min(1).optional(),
      previewHost: z.string().min(1).optional(),
      basePath: z.string().optional(),
      insecure: z.boolean().optional(),
    })
    .optional(),
});
export type SandboxInfo = z.infer<typeof sandboxInfoSchema>;

/** Environment variables (architecture.md) that point the storefront at a running sandbox. */
export function environmentFromSandbox(info: SandboxInfo, sandboxUrl: string): Record<string, string> {
  const env: Record<string, string> = { SHOPWARE_ENDPOINT: info.storeApiUrl };
  for (const market of info.markets) env[`SHOPWARE_ACCESS_KEY_${market.id}`] = market.accessKey;
  // Issue 16: the sandbox's simulated social login provider ("Sandbox ID").
  env.SOCIAL_LOGIN_AUTHORIZE_URL = `${sandboxUrl.replace(/\/$/, '')}/sandbox/social-login/authorize`;
  const content = info.content;
  if (content) {
    const sandboxHost = new URL(sandboxUrl).host;
    env.CONTENTFUL_SPACE = content.space;
    env.CONTENTFUL_ENVIRONMENT = content.environment ?? 'master';
    env.CONTENTFUL_DELIVERY_TOKEN = content.deliveryToken;
    env.CONTENTFUL_PREVIEW_TOKEN = content.previewToken;
    env.CONTENTFUL_HOST = content.host ?? sandboxHost;
    env.CONTENTFUL_PREVIEW_HOST = content.previewHost ?? sandboxHost;
    if (content.basePath) env.CONTENTFUL_BASE_PATH = content.basePath;
    env.CONTENTFUL_INSECURE = String(content.insecure ?? sandboxUrl.startsWith('http:'));
  }
  return env;
}

/**
 * The shop's own origin for a sandbox started beside it: the sandbox's order mails link to the first of
 * SANDBOX_STOREFRONT_ORIGINS, which would otherwise be the default port while the shop runs on PORT. A value the
 * operator set stays.
 */
export function sandboxMailOrigins(appUrl: string, env: NodeJS.ProcessEnv): string {
  return env.SANDBOX_STOREFRONT_ORIGINS?.trim() || new URL(appUrl).origin;
}

export async function readSandboxInfo(sandboxUrl: string): Promise<SandboxInfo> {
  const response = await fetch(`${sandboxUrl}/sandbox/info`);
  if (!response.ok) throw new Error(`GET ${sandboxUrl}/sandbox/info answered ${response.status}`);
  return sandboxInfoSchema.parse(await response.json());
}
