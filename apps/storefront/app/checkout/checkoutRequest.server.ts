import { localeCatalogue } from '../i18n/messages.server';
import { createTranslate, type Translate } from '../i18n/translate';
import type { ShopRequest } from '../request/shopRequest';
import { serverConfig } from '../server/config.server';
import { cookieHeaders, type RequestStoreApi } from '../server/storeApi.server';
import { isSecureOrigin } from '../session/cookies';
import type { CountryRules } from './checkoutActions.server';

/** Checkout pages are the shopper's own: never stored by a browser or a shared cache (issue 17). */
export const PRIVATE_NO_STORE = 'private, no-store';

/** A checkout answer's headers: the cookies its Store API calls produced (a new context token), never stored. */
export function privateCookieHeaders(storeApi: RequestStoreApi): Headers {
  const headers = cookieHeaders(storeApi);
  headers.set('Cache-Control', PRIVATE_NO_STORE);
  return headers;
}

/** The page's texts on the server, for messages an action answers with. */
export function serverTranslate(shop: ShopRequest): Translate {
  return createTranslate(localeCatalogue(shop.locale.locale));
}

/** The shop's base URL in this locale: the storefrontUrl of registrations and newsletter links. */
export function storefrontUrlOf(shop: ShopRequest): string {
  return `${serverConfig().appUrl.replace(/\/+$/, '')}/${shop.locale.locale}`;
}

export function isSecureShop(): boolean {
  return isSecureOrigin(new URL(serverConfig().appUrl));
}

/** The countries with their ISO codes and states, for the address rules of an action. */
export async function countryRulesOf(storeApi: RequestStoreApi): Promise<CountryRules> {
  const countries = await storeApi.client.context.readCountries({ associations: { states: {} } });
  return {
    get(countryId) {
      const country = countries.find((candidate) => candidate.id === countryId);
      return (
        country && {
          id: country.id,
          iso: country.iso ?? '',
          stateIds: (country.states ?? []).map((state) => state.id),
        }
      );
    },
  };
}
