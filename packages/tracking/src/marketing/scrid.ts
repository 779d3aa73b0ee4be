/** Spec 2.3: a query parameter 'scrid' on any page is sent to the loyalty service (POST /store-api/payback/scrid). */
export const SCRID_PARAM = 'scrid';
export const PAYBACK_SCRID_PATH = '/payback/scrid';

export function scridFrom(search: URLSearchParams): string | undefined {
  const value = search.get(SCRID_PARAM)?.trim();
  return value ? value : undefined;
}

export interface ScridRequest {
  path: typeof PAYBACK_SCRID_PATH;
  method: 'POST';
  body: { scrid: string };
}

/** The payback call for a page URL, or undefined when it carries no scrid. */
export function scridRequestFor(url: URL): ScridRequest | undefined {
  const scrid = scridFrom(url.searchParams);
  return scrid === undefined ? undefined : { path: PAYBACK_SCRID_PATH, method: 'POST', body: { scrid } };
}
