import { createStoreApiClient, isStoreApiError } from '@beautyshop/store-api-client';

const client = createStoreApiClient({
  endpoint: process.env.SHOPWARE_ENDPOINT, // https://shop.example.com, or the sandbox http://127.0.0.1:4000
  accessKey: process.env.SHOPWARE_ACCESS_KEY, // the sales channel's access key
});

try {
  const context = await client.context.readContext();
  const listing = await client.catalogue.readProductListing(context.salesChannel.navigationCategoryId, {
    limit: 3,
    order: 'price-asc',
  });
  for (const product of listing.elements) {
    console.log(product.productNumber, product.calculatedPrice.unitPrice, context.currency?.isoCode);
  }
  const [first] = listing.elements;
  if (first) {
    const { product } = await client.catalogue.readProduct(first.id);
    console.log('detail:', product.name, product.manufacturer?.name);
  }
} catch (error) {
  if (!isStoreApiError(error)) throw error;
  console.error(error.name, error.status, error.messages); // the Store API's own error texts
  process.exitCode = 1;
}
