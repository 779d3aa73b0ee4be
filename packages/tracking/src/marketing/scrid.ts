/** Spec 2.3: a query parameter 'scrid' on any page is sent to the loyalty service (POST /store-api/payback/scrid). */
export const SCRID_PARAM = 'scrid';
export const PAYBACK_SCRID_PATH = '/payback/scrid';

export function scridFrom(search: URLSearchParams): string | undefined {
  const value = search.get(SCRID_PARAM)?.trim();
  return value ? value : undefined;
}
