// Runnable example: `pnpm --filter @beautyshop/store-api-client example` with SHOPWARE_ENDPOINT and
// SHOPWARE_ACCESS_KEY set (for the sandbox: http://127.0.0.1:4000 and a key from /sandbox/info).
import { createStoreApiClient, isStoreApiError } from '../src/index.js';

const client = createStoreApiClient({
  endpoint: process.env.SHOPWARE_ENDPOINT,
  accessKey: process.env.SHOPWARE_ACCESS_KEY,
  onContextTokenChange: (token) => console.log('context token is now', token),
});

try {
  const context = await client.context.readContext();
  console.log('sales channel', context.salesChannel.id, 'currency', context.currency?.isoCode);

  const listing = await client.catalogue.readProductListing(context.salesChannel.navigationCategoryId, {
    limit: 12,
    filters: { 'shipping-free': undefined },
  });
  console.log(`${listing.total ?? listing.elements.length} products; first page:`);
  for (const product of listing.elements) {
    console.log(`  ${product.productNumber}  ${product.name}  ${product.calculatedPrice.unitPrice}`);
  }

  const first = listing.elements[0];
  if (first) {
    const crossSellings = await client.catalogue.readCrossSellings(first.id);
    console.log(
      'cross-sellings of the first product:',
      crossSellings.map((element) => element.crossSelling.name),
    );
    const { product } = await client.catalogue.readProduct(first.id);
    console.log(
      'detail:',
      product.name,
      product.manufacturer?.name ?? '',
      product.seoUrls?.[0]?.seoPathInfo ?? '',
    );
  }
} catch (error) {
  if (isStoreApiError(error)) console.error(error.name, error.status, error.messages);
  else throw error;
  process.exitCode = 1;
}
