import { TRACKING_EVENTS } from '../events';
import { breadcrumbText } from './breadcrumb';

/** Spec 1: the embedded web view is 'app', the browser 'web'. */
export type Platform = 'app' | 'web';
/** Page types the shop reports; later pages (cart, checkout, account) add theirs. */
export type PageType =
  | 'home'
  | 'category'
  | 'product'
  | 'search'
  | 'content'
  | 'landingPage'
  | 'error'
  | 'cart'
  | 'checkout'
  | 'account'
  | 'other';

/** Spec 9: "Environment label 'production'". */
export const TRACKING_ENVIRONMENT = 'production';

/** Spec 3 page meta record. */
export interface PageMetaRecord {
  key: string;
  event: typeof TRACKING_EVENTS.pageMeta;
  platform: Platform;
  environment: string;
  language: string;
  currency: string;
  user_id: string;
  login_status: 'logged_in' | 'logged_out';
  page: {
    page_path: string;
    page_title: string;
    page_type: PageType;
    breadcrumb: string;
  };
}

export interface PageMetaInput {
  platform: Platform;
  /** Shop locale, e.g. 'de-ch'; the record's language is its first part. */
  locale: string;
  /** Currency short name, e.g. 'CHF'. */
  currency: string;
  /** The logged-in customer's id; undefined when logged out. */
  customerId: string | undefined;
  /** Path without the locale prefix; '/' for the home page. */
  path: string;
  title: string;
  type: PageType;
  /** Crumb names from the root down, the page itself last. */
  breadcrumb: readonly string[];
  /** Default 'production' (spec 9). */
  environment?: string;
}

/** Spec 3 page meta record; `key` tells one page view from another (path and type). */
export function pageMetaRecord(input: PageMetaInput): PageMetaRecord {
  const loggedIn = input.customerId !== undefined && input.customerId !== '';
  return {
    key: `${input.type}:${input.path}`,
    event: TRACKING_EVENTS.pageMeta,
    platform: input.platform,
    environment: input.environment ?? TRACKING_ENVIRONMENT,
    language: input.locale.split('-')[0] ?? input.locale,
    currency: input.currency,
    user_id: loggedIn ? (input.customerId ?? '') : '',
    login_status: loggedIn ? 'logged_in' : 'logged_out',
    page: {
      page_path: input.path,
      page_title: input.title,
      page_type: input.type,
      breadcrumb: breadcrumbText(input.breadcrumb, { path: input.path, type: input.type }),
    },
  };
}
