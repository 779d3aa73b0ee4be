import type { Context, Hono } from 'hono';
import { searchInMemory } from '../catalogue/criteria/memory.js';
import { listCustomerAddresses } from '../customer/address-store.js';
import { changeAddress, createAddress, removeAddress, switchDefaultAddress } from '../customer/addresses.js';
import type { CustomerRecord } from '../customer/customer-store.js';
import { renderAddress } from '../customer/render-customer.js';
import { currentCustomer } from '../customer/session.js';
import { readJsonObject } from '../http/body.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv, SandboxDeps, ShopRequest } from '../http/env.js';
import { respond, searchResult } from '../http/respond.js';

/** The address book of the logged-in customer; every id is checked to be one of the customer's own. */
export function registerAccountAddressRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  // Shopware 6.7's SwitchDefaultAddressRoute answers the customer's addresses after the switch.
  const addressesOf = (shop: ShopRequest, customer: CustomerRecord) =>
    listCustomerAddresses(deps, customer.id).map((address) => renderAddress(deps, shop, address, customer));
  const list = async (c: Context<AppEnv>) => {
    const { criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const customer = currentCustomer(deps, shop, 'guest-or-registered');
    const addresses = listCustomerAddresses(deps, customer.id).map((address) =>
      renderAddress(deps, shop, address, customer),
    );
    const outcome = searchInMemory(addresses, criteria, { entity: 'customer_address' });
    return respond(
      c,
      searchResult('customer_address', outcome.elements, outcome.total, criteria, outcome.aggregations),
      criteria,
    );
  };
  api.post('/account/list-address', list);
  api.get('/account/list-address', list);

  api.post('/account/address', async (c) => {
    const { customer, address } = createAddress(deps, c, await readJsonObject(c));
    return respond(c, renderAddress(deps, c.get('shop'), address, customer));
  });

  api.patch('/account/address/default-billing/:addressId', async (c) => {
    await readJsonObject(c);
    const customer = switchDefaultAddress(deps, c, c.req.param('addressId'), 'billing');
    return respond(c, addressesOf(c.get('shop'), customer));
  });

  api.patch('/account/address/default-shipping/:addressId', async (c) => {
    await readJsonObject(c);
    const customer = switchDefaultAddress(deps, c, c.req.param('addressId'), 'shipping');
    return respond(c, addressesOf(c.get('shop'), customer));
  });

  api.patch('/account/address/:addressId', async (c) => {
    const { customer, address } = changeAddress(deps, c, c.req.param('addressId'), await readJsonObject(c));
    return respond(c, renderAddress(deps, c.get('shop'), address, customer));
  });

  api.delete('/account/address/:addressId', (c) => {
    removeAddress(deps, c, c.req.param('addressId'));
    return c.body(null, 204);
  });
}
