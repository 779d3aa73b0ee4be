/** Spec 1: app mode (embedded web view) is on with an agent cookie or the query parameter hidenavigation=true. */
export function isAppMode(search: URLSearchParams, hasAgentCookie: boolean): boolean {
  return hasAgentCookie || search.get('hidenavigation') === 'true';
}
