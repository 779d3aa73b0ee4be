import { type ListingParams, listingQueryFor, readListingParams } from '@beautyshop/catalogue';
import { isStoreApiHttpError } from '@beautyshop/store-api-client';
import { serverConfig } from './config.server';

type ListingQueryOf = ReturnType<typeof listingQueryFor>;

/** What a listing read came to: the listing, the parameters it was read with, and whether the shopper's were dropped. */
export interface ListingRead<Listing> {
  listing: Listing;
  params: ListingParams;
  /** The Store API refused the shopper's sort or filters; the listing shows the default sort, unfiltered. */
  paramsDropped: boolean;
}

/** A Store API refusal of the request's own parameters (unknown sort key, bad filter value). */
const refusesParams = (error: unknown) =>
  isStoreApiHttpError(error) && (error.status === 400 || error.status === 422);

const hasChoices = (params: ListingParams) =>
  params.order !== undefined ||
  params.manufacturer.length > 0 ||
  params.properties.length > 0 ||
  params['min-price'] !== undefined ||
  params['max-price'] !== undefined ||
  params.rating !== undefined ||
  params['shipping-free'];

/**
 * Issue 12: a sort or filter the Store API refuses (`?order=name-zz`) is the shopper's error, not the shop's: the
 * listing is read again with the default sort and no filters, and the page says so, instead of a 500.
 */
export async function readListingOrDefault<Listing>(
  params: ListingParams,
  page: number,
  read: (query: ListingQueryOf) => Promise<Listing>,
): Promise<ListingRead<Listing>> {
  // The shop's listing size is a setting (LISTING_LIMIT in the environment, see the README).
  const { listingLimit } = serverConfig();
  try {
    return { listing: await read(listingQueryFor(params, page, listingLimit)), params, paramsDropped: false };
  } catch (error) {
    if (!refusesParams(error) || !hasChoices(params)) throw error;
    const defaults = readListingParams(new URLSearchParams());
    return {
      listing: await read(listingQueryFor(defaults, page, listingLimit)),
      params: defaults,
      paramsDropped: true,
    };
  }
}
