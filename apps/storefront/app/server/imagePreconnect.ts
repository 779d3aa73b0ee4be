import { originsOf } from './securityHeaders';

/** Where Contentful serves the images of its assets (its API host serves none). */
export const CONTENTFUL_IMAGE_ORIGIN = 'https://images.ctfassets.net';

interface ImageBackends {
  /** Shopware's media URLs are on the Store API's host. */
  storeApiEndpoint: string;
  /** The content service, if any; an insecure one (the sandbox, a self-hosted stand-in) serves its own assets. */
  content?: { host: string; insecure: boolean } | undefined;
}

/** The origins a page's images come from: the ones worth a connection before the browser finds the first image. */
export function imageOriginsToPreconnect({ storeApiEndpoint, content }: ImageBackends): string[] {
  const contentImages = content
    ? content.insecure
      ? `http://${content.host}`
      : CONTENTFUL_IMAGE_ORIGIN
    : undefined;
  return originsOf([storeApiEndpoint, contentImages]);
}

/**
 * A `Link` header that has the browser open those connections while the HTML is still on its way (issue 18: the
 * page's largest image, the hero, a product or its first listing cards, waited for a new connection to the image
 * host after the HTML had arrived). Images load without CORS, so no `crossorigin`: a preconnect for CORS would
 * open a connection the images cannot use.
 */
export function preconnectLinkHeader(origins: readonly string[]): string | undefined {
  return origins.length ? origins.map((origin) => `<${origin}>; rel=preconnect`).join(', ') : undefined;
}
