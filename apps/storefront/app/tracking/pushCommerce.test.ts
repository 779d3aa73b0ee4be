import { createTracker, type KeyValueStorage, viewCart } from '@beautyshop/tracking';
import { describe, expect, it } from 'vitest';
import { commercePageOf } from './commercePage';
import { pushCommerce } from './pushCommerce';

function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

/** A tracker as the page has it, with consent switched by the test and no delay. */
function page(consent: { given: boolean }) {
  const tracker = createTracker({ canTrack: () => consent.given, schedule: (send) => send() });
  const left: string[] = [];
  tracker.subscribe((event) => left.push(event.event));
  return { tracker, left };
}

const order = (orderId: string) =>
  commercePageOf(
    'frontend.checkout.finish.page',
    {
      view: 'success',
      orderId,
      orderNumber: orderId,
      totals: { total: 10, shipping: 0 },
      trackedItems: [{ id: 'l', name: 'Serum', quantity: 1, unitPrice: 10 }],
    },
    'EUR',
  );

describe('purchase leaves the page once per order', () => {
  it('a reload or a second tab of the confirmation sends nothing once the purchase has left', () => {
    const local = memoryStorage();
    const first = page({ given: true });
    const purchase = order('o-1');
    if (!purchase) throw new Error('no purchase');
    pushCommerce(first.tracker, purchase, () => local);
    expect(first.left).toEqual(['purchase']);
    const reload = page({ given: true });
    pushCommerce(reload.tracker, purchase, () => local);
    expect(reload.left).toEqual([]);
  });

  it('before consent nothing leaves and nothing is remembered; the next page view before consent queues no second one', () => {
    const local = memoryStorage();
    const consent = { given: false };
    const tab = page(consent);
    const purchase = order('o-2');
    if (!purchase) throw new Error('no purchase');
    pushCommerce(tab.tracker, purchase, () => local);
    pushCommerce(tab.tracker, purchase, () => local);
    expect(tab.left).toEqual([]);
    expect(local.getItem('bs-tracking-sent')).toBeNull();
    consent.given = true;
    tab.tracker.release();
    expect(tab.left).toEqual(['purchase']);
    expect(local.getItem('bs-tracking-sent')).toContain('purchase:o-2');
  });

  it('events without a once key are pushed on every view', () => {
    const local = memoryStorage();
    const tab = page({ given: true });
    const cart = { event: viewCart('EUR', [{ id: 'l', name: 'Serum' }]), once: undefined };
    pushCommerce(tab.tracker, cart, () => local);
    pushCommerce(tab.tracker, cart, () => local);
    expect(tab.left).toEqual(['view_cart', 'view_cart']);
  });
});
