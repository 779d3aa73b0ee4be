import {
  CmsBlocks,
  createContentLoader,
  createDefaultBlockRegistry,
  filterEntry,
} from '@beautyshop/cms-renderer';
import { renderToStaticMarkup } from 'react-dom/server';

const content = createContentLoader({
  space: process.env.CONTENT_SPACE ?? 'beautyshop',
  deliveryToken: process.env.CONTENT_DELIVERY_TOKEN ?? '',
  previewToken: process.env.CONTENT_PREVIEW_TOKEN ?? '',
  deliveryHost: process.env.CONTENT_HOST ?? 'cdn.contentful.com', // the sandbox: 127.0.0.1:4000
  previewHost: process.env.CONTENT_PREVIEW_HOST ?? 'preview.contentful.com',
  insecure: process.env.CONTENT_INSECURE === 'true', // plain http (the sandbox)
});

const result = await content.getEntry('home-de', { locale: 'de-de', path: '/de-de/' });
if (!result.ok) throw result.error; // EntryNotFetchedError: 'Content for entry id could not befetched'
const page = filterEntry(result.entry, { platform: 'web', locale: 'de-de' });
const blocks = page.fields?.pageContent;

const html = renderToStaticMarkup(
  <CmsBlocks
    blocks={Array.isArray(blocks) ? blocks : []}
    registry={createDefaultBlockRegistry()}
    locale="de-de"
    products={({ productIds }) => productIds.map((id) => ({ id, name: `Product ${id}`, href: `/p/${id}` }))}
  />,
);
console.log(html);
