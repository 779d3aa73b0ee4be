/**
 * A refused request's error page is rendered for the app's /error route, not for the address the browser shows
 * (`/de-de/%`, a 10 KB path, a method the shop does not take). Hydrated there, React Router would match that
 * address instead, render a different page and throw the server's HTML away (React error 418). So the page goes
 * out without the app's scripts, module preloads, canonical and language alternates (they would name /error):
 * a static page whose header, footer and 'go back home' link are plain links and forms.
 */
export function staticErrorPage(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|canonical|alternate)"[^>]*>/gi, '');
}
