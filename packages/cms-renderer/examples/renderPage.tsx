/**
 * Renders a content page from the sandbox (or any Contentful space) to HTML on stdout.
 *   pnpm sandbox                                              # terminal 1
 *   pnpm --filter @beautyshop/cms-renderer example home-de de-de   # terminal 2
 * Environment: CONTENT_HOST (default 127.0.0.1:4000), CONTENT_SPACE, CONTENT_ENVIRONMENT,
 * CONTENT_DELIVERY_TOKEN, CONTENT_PREVIEW_TOKEN, CONTENT_INSECURE (default true for the sandbox).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { CmsBlocks, createContentLoader, createDefaultBlockRegistry, filterEntry } from '../src/index';

const [entryId = 'home-de', locale = 'de-de', path = `/${locale}/`] = process.argv.slice(2);
const host = process.env.CONTENT_HOST ?? '127.0.0.1:4000';

const content = createContentLoader({
  space: process.env.CONTENT_SPACE ?? 'beautyshop',
  environment: process.env.CONTENT_ENVIRONMENT ?? 'master',
  deliveryToken: process.env.CONTENT_DELIVERY_TOKEN ?? 'sandbox-delivery-token',
  previewToken: process.env.CONTENT_PREVIEW_TOKEN ?? 'sandbox-preview-token',
  deliveryHost: host,
  previewHost: process.env.CONTENT_PREVIEW_HOST ?? host,
  insecure: (process.env.CONTENT_INSECURE ?? 'true') === 'true',
});

const result = await content.getEntry(entryId, { locale, path });
if (!result.ok) {
  console.error(`${result.error.name}: ${result.error.message}`);
  process.exit(1);
}
const page = filterEntry(result.entry, { platform: 'web', locale });
const blocks = page.fields?.pageContent;
console.log(
  renderToStaticMarkup(
    <CmsBlocks
      blocks={Array.isArray(blocks) ? blocks : []}
      registry={createDefaultBlockRegistry()}
      locale={locale}
      magazine={page.sys.contentType?.sys.id === 'magazinePage'}
      products={({ productIds }) =>
        productIds.map((id) => ({ id, name: `Product ${id}`, href: `/detail/${id}` }))
      }
    />,
  ),
);
