import { z } from 'zod';
import type { TrailingSlashSetting } from '../links/trailingSlash';
import { DEFAULT_LOCALE, LOCALES, type Market } from '../locale/locales';
import type { RootRedirectSetting } from '../locale/rootRedirect';
import { InvalidEnvironmentError, MissingEnvironmentError } from './errors';
import { listingLimitSchema } from './listingLimit';

/** Spec 5: the shop cannot run without its Store API endpoint and one access key per market. */
export const REQUIRED_VARIABLES = [
  'SHOPWARE_ENDPOINT',
  'SHOPWARE_ACCESS_KEY_DE',
  'SHOPWARE_ACCESS_KEY_AT',
  'SHOPWARE_ACCESS_KEY_CH',
  'SHOPWARE_ACCESS_KEY_FR',
] as const;

/**
 * The content service is configured as a group: with none of these set the shop runs without content pages
 * (catalogue only); with some set, the missing ones are named like the Store API's.
 */
export const CONTENT_VARIABLES = [
  'CONTENTFUL_SPACE',
  'CONTENTFUL_DELIVERY_TOKEN',
  'CONTENTFUL_PREVIEW_TOKEN',
] as const;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  SHOPWARE_ENDPOINT: z.url(),
  SHOPWARE_ACCESS_KEY_DE: z.string().min(1),
  SHOPWARE_ACCESS_KEY_AT: z.string().min(1),
  SHOPWARE_ACCESS_KEY_CH: z.string().min(1),
  SHOPWARE_ACCESS_KEY_FR: z.string().min(1),
  CONTENTFUL_SPACE: z.string().min(1).optional(),
  /** Spec 9: the content service's default environment is master. */
  CONTENTFUL_ENVIRONMENT: z.string().min(1).default('master'),
  CONTENTFUL_DELIVERY_TOKEN: z.string().min(1).optional(),
  CONTENTFUL_PREVIEW_TOKEN: z.string().min(1).optional(),
  CONTENTFUL_HOST: z.string().min(1).default('cdn.contentful.com'),
  CONTENTFUL_PREVIEW_HOST: z.string().min(1).default('preview.contentful.com'),
  CONTENTFUL_BASE_PATH: z.string().optional(),
  CONTENTFUL_INSECURE: flag,
  /** Spec 9: requests a second to the content service, 1 to 30, default 7. */
  CONTENTFUL_THROTTLE: z.coerce.number().int().min(1).max(30).default(7),
  APP_URL: z.url().optional(),
  /** Spec 2.1: the site setting for trailing slashes outside navigation links; the routes have none. */
  TRAILING_SLASH: z.enum(['append', 'remove']).default('remove'),
  /** Spec 2.1: where `/` sends a shopper without a remembered locale, or `off` (the root is the default home). */
  ROOT_REDIRECT: z.enum([...LOCALES, 'off']).default(DEFAULT_LOCALE),
  /** Products per listing and search page (the shop's setting; spec 9's 10 is the client's default). */
  LISTING_LIMIT: listingLimitSchema,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Issue 12: how long one page render may wait for its backends (content, recommendations, the Store API). */
  RENDER_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
});

export interface StorefrontConfig {
  storeApi: { endpoint: string; accessKeys: Readonly<Record<Market, string>> };
  content: ContentConfig | undefined;
  appUrl: string;
  port: number;
  trailingSlash: TrailingSlashSetting;
  /** The root redirect's default locale, or `off` (ROOT_REDIRECT, default de-de). */
  rootRedirect: RootRedirectSetting;
  /** Milliseconds a page render's backend calls share (RENDER_BUDGET_MS, default 3000). */
  renderBudgetMs: number;
  /** Products per listing and search page (LISTING_LIMIT, 1 to 100, default 24). */
  listingLimit: number;
}

export interface ContentConfig {
  space: string;
  environment: string;
  deliveryToken: string;
  previewToken: string;
  host: string;
  previewHost: string;
  basePath: string | undefined;
  insecure: boolean;
  /** Requests a second (spec 9: 1 to 30, default 7). */
  throttle: number;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** Reads and validates the storefront configuration; throws the spec's message naming every missing variable. */
export function readConfig(environment: Environment): StorefrontConfig {
  const isSet = (name: string) => Boolean(environment[name]?.trim());
  const contentConfigured = CONTENT_VARIABLES.some(isSet);
  const missing = [...REQUIRED_VARIABLES, ...(contentConfigured ? CONTENT_VARIABLES : [])].filter(
    (name) => !isSet(name),
  );
  if (missing.length > 0) throw new MissingEnvironmentError(missing);
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    throw new InvalidEnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    storeApi: {
      endpoint: env.SHOPWARE_ENDPOINT.replace(/\/+$/, ''),
      accessKeys: {
        DE: env.SHOPWARE_ACCESS_KEY_DE,
        AT: env.SHOPWARE_ACCESS_KEY_AT,
        CH: env.SHOPWARE_ACCESS_KEY_CH,
        FR: env.SHOPWARE_ACCESS_KEY_FR,
      },
    },
    content:
      env.CONTENTFUL_SPACE && env.CONTENTFUL_DELIVERY_TOKEN && env.CONTENTFUL_PREVIEW_TOKEN
        ? {
            space: env.CONTENTFUL_SPACE,
            environment: env.CONTENTFUL_ENVIRONMENT,
            deliveryToken: env.CONTENTFUL_DELIVERY_TOKEN,
            previewToken: env.CONTENTFUL_PREVIEW_TOKEN,
            host: env.CONTENTFUL_HOST,
            previewHost: env.CONTENTFUL_PREVIEW_HOST,
            basePath: env.CONTENTFUL_BASE_PATH,
            insecure: env.CONTENTFUL_INSECURE,
            throttle: env.CONTENTFUL_THROTTLE,
          }
        : undefined,
    appUrl: (env.APP_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, ''),
    port: env.PORT,
    trailingSlash: env.TRAILING_SLASH,
    rootRedirect: env.ROOT_REDIRECT,
    renderBudgetMs: env.RENDER_BUDGET_MS,
    listingLimit: env.LISTING_LIMIT,
  };
}
