import { describe, expect, it } from 'vitest';
import { addToCart, purchase, selectItem, viewItem, viewItemList } from './ecommerceEvents';

const serum = {
  id: 'p1',
  productNumber: 'SW-1',
  name: 'Serum',
  manufacturer: 'Lumen',
  unitPrice: 19.9,
  listPrice: 24.9,
};
const cream = { id: 'p2', name: 'Cream', unitPrice: 10.05, quantity: 2 };

describe('commerce events in the GA4 ecommerce shape', () => {
  it('view_item_list names the list and numbers the items', () => {
    expect(viewItemList({ id: 'cat-1', name: 'Seren' }, [serum, cream])).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'cat-1',
        item_list_name: 'Seren',
        items: [
          {
            item_id: 'SW-1',
            item_name: 'Serum',
            item_brand: 'Lumen',
            item_list_id: 'cat-1',
            item_list_name: 'Seren',
            index: 0,
            price: 19.9,
            discount: 5,
          },
          {
            item_id: 'p2',
            item_name: 'Cream',
            item_list_id: 'cat-1',
            item_list_name: 'Seren',
            index: 1,
            price: 10.05,
            quantity: 2,
          },
        ],
      },
    });
  });

  it('select_item carries the one item chosen with its list position', () => {
    expect(selectItem({ id: 'search', name: 'Search' }, cream, 4).ecommerce.items).toEqual([
      expect.objectContaining({ item_id: 'p2', index: 4 }),
    ]);
  });

  it('view_item and add_to_cart carry currency and the value in whole cents', () => {
    expect(viewItem('EUR', serum)).toMatchObject({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: 19.9 },
    });
    expect(addToCart('CHF', [serum, cream]).ecommerce.value).toBe(40);
  });

  it('purchase is keyed by the order number', () => {
    expect(
      purchase({
        orderNumber: '10042',
        currency: 'EUR',
        totalPrice: 44.85,
        shippingTotal: 4.95,
        products: [serum],
      }).ecommerce,
    ).toMatchObject({ transaction_id: '10042', value: 44.85, shipping: 4.95 });
  });

  it('cart and checkout items carry the currency and the chosen variant', () => {
    expect(addToCart('EUR', [{ ...cream, variant: '50 ml' }]).ecommerce.items).toEqual([
      {
        item_id: 'p2',
        item_name: 'Cream',
        item_variant: '50 ml',
        index: 0,
        price: 10.05,
        quantity: 2,
        currency: 'EUR',
      },
    ]);
    expect(
      purchase({ orderNumber: '1', currency: 'CHF', totalPrice: 1, shippingTotal: 0, products: [serum] })
        .ecommerce.items[0],
    ).toMatchObject({ item_id: 'SW-1', currency: 'CHF' });
  });

  it('list events leave the currency to the page (items of a list have none)', () => {
    expect(viewItemList({ id: 'l', name: 'L' }, [serum]).ecommerce.items[0]).not.toHaveProperty('currency');
  });
});
