import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { contentSecuritySources, type TrackingConfig } from '@beautyshop/tracking/config';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleDataRequestFunction,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { ServerFragmentsProvider } from './components/serverFragments';
import { NonceProvider } from './nonce';
import { documentShopRequest } from './request/shopRequest';
import { buildIdMeta, withBuildId } from './server/buildIdMeta';
import { serverConfig } from './server/config.server';
import { setDefaultCacheControl } from './server/defaultCacheControl';
import { deferPageModules } from './server/deferPageModules';
import { imageOriginsToPreconnect, preconnectLinkHeader } from './server/imagePreconnect';
import { renderFailureStatus } from './server/renderFailure';
import { createRenderSlots } from './server/renderSlots';
import { contentSecurityPolicy, originsOf } from './server/securityHeaders';
import { createServerFragments } from './server/serverFragments.server';
import { traceRender } from './tracking/telemetry.server';

export const streamTimeout = 5_000;

/** Spec 7.4: every document names the build that rendered it; the id is compiled into the server build only. */
const BUILD_ID_META = buildIdMeta(__BUILD_ID__);

// The server (scripts/server.ts) sets the status of a refused request through this key of the build's own graph.
export { errorStatusContext } from './request/errorStatus';

function imageOrigins(): string[] {
  const { storeApi, content } = serverConfig();
  return originsOf([
    storeApi.endpoint,
    content && `${content.insecure ? 'http' : 'https'}://${content.host}`,
    'https://images.ctfassets.net',
  ]);
}

/**
 * The hosts of the tracking the root loader configured for this page (issue 20); none when the root loader did
 * not run (an error before it) or tracking is off.
 */
function trackingSourcesOf(routerContext: EntryContext) {
  const root = routerContext.staticHandlerContext.loaderData.root as
    | { tracking?: { config?: TrackingConfig } }
    | undefined;
  const config = root?.tracking?.config;
  return config ? contentSecuritySources(config) : undefined;
}

/** One document renders at a time per process, in arrival order (see renderSlots). */
const renderSlots = createRenderSlots(1);

/** Markup shared by many pages, rendered once per process (see serverFragments). */
const serverFragments = createServerFragments();

/** A data answer (`.data`) is cached as its document would be (see defaultCacheControl). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  const { session } = documentShopRequest(request, context);
  setDefaultCacheControl(
    response.headers,
    request.method,
    response.status,
    session.contextToken !== undefined,
  );
  return response;
};

/** Each document render is a span when telemetry is on (app/tracking/telemetry.server.ts; off by default). */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  return traceRender(request, () =>
    renderDocument(request, responseStatusCode, responseHeaders, routerContext, loadContext),
  );
}

async function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider | undefined,
) {
  const nonce = randomBytes(16).toString('base64');
  // The cookies as the root middleware read them for the request's market (issue 13: one read per request).
  const { session } = documentShopRequest(request, loadContext);
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(
      nonce,
      imageOrigins(),
      originsOf([serverConfig().storeApi.endpoint]),
      trackingSourcesOf(routerContext),
    ),
  );
  const { storeApi, content } = serverConfig();
  const preconnect = preconnectLinkHeader(
    imageOriginsToPreconnect({ storeApiEndpoint: storeApi.endpoint, content }),
  );
  if (preconnect) responseHeaders.append('Link', preconnect);
  responseHeaders.set('X-Content-Type-Options', 'nosniff');
  responseHeaders.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  setDefaultCacheControl(
    responseHeaders,
    request.method,
    responseStatusCode,
    session.contextToken !== undefined,
  );
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const release = await renderSlots.acquire();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      release();
      abort();
    }, streamTimeout + 1000);
    // Whole documents (onAllReady): loaders await their data, so nothing streams later and crawlers get it all.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerFragmentsProvider value={serverFragments}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerFragmentsProvider>
      </NonceProvider>,
      {
        nonce,
        // React moves a large Suspense boundary's content out of place and reveals it with an inline script, so
        // that a streamed shell can paint early. The whole document is sent at once here, so that buys nothing
        // and would leave pages blank without JavaScript: keep every boundary in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // Everything is ready, so React writes the whole document now: collect it into one buffer and answer
          // with that, instead of passing some sixty small chunks through a Node and then a web stream.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              release();
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              // Issue 18: the page's modules load once its largest image is painted (see deferPageModules).
              const html = withBuildId(deferPageModules(Buffer.concat(chunks)), BUILD_ID_META);
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          body.on('error', (error) => {
            clearTimeout(timeoutId);
            release();
            reject(error);
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          release();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = renderFailureStatus(error);
          // The Cache-Control was chosen for a page that rendered: an error page is nobody's to keep.
          responseHeaders.set('Cache-Control', 'private, no-store');
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
