import { describe, expect, it } from 'vitest';
import { CONTENTFUL_IMAGE_ORIGIN, imageOriginsToPreconnect, preconnectLinkHeader } from './imagePreconnect';

describe('the image origins a page preconnects to', () => {
  it("are Shopware's media host (the Store API's) and Contentful's image host, not its API host", () => {
    expect(
      imageOriginsToPreconnect({
        storeApiEndpoint: 'https://shop.example.com/store-api',
        content: { host: 'cdn.contentful.com', insecure: false },
      }),
    ).toEqual(['https://shop.example.com', CONTENTFUL_IMAGE_ORIGIN]);
  });

  it('are one origin when the sandbox serves products and content assets alike', () => {
    expect(
      imageOriginsToPreconnect({
        storeApiEndpoint: 'http://127.0.0.1:4000/store-api',
        content: { host: '127.0.0.1:4000', insecure: true },
      }),
    ).toEqual(['http://127.0.0.1:4000']);
  });

  it('leave out content images when the shop runs without a content service', () => {
    expect(imageOriginsToPreconnect({ storeApiEndpoint: 'https://shop.example.com/store-api' })).toEqual([
      'https://shop.example.com',
    ]);
  });
});

describe('the preconnect Link header', () => {
  it('names each origin as a preconnect, without crossorigin, since images load without CORS', () => {
    expect(preconnectLinkHeader(['https://shop.example.com', CONTENTFUL_IMAGE_ORIGIN])).toBe(
      '<https://shop.example.com>; rel=preconnect, <https://images.ctfassets.net>; rel=preconnect',
    );
  });

  it('is left out when there is nothing to connect to', () => {
    expect(preconnectLinkHeader([])).toBeUndefined();
  });
});
