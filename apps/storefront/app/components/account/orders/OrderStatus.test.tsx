import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../../i18n/messages';
import type { Translate } from '../../../i18n/translate';
import { renderInShop, textIn } from '../../../testing/renderInShop';
import { OrderStatus, orderStateEntries } from './OrderStatus';

const t: Translate = (key, values) => textIn('de-de', key as MessageKey, values);

describe("an order's states", () => {
  it("names the order's state and its payment's in the shop's words, a failed payment as a danger", () => {
    expect(
      orderStateEntries(
        {
          orderState: { technicalName: 'in_progress', name: 'In progress' },
          paymentState: { technicalName: 'failed', name: 'Failed' },
        },
        t,
      ),
    ).toEqual([
      { label: 'Bestellstatus', value: t('account.order.state.in_progress'), tone: 'info' },
      { label: 'Zahlungsstatus', value: t('account.order.paymentState.failed'), tone: 'danger' },
    ]);
  });

  it("shows the Store API's translated name for a state the shop has no text for", () => {
    const [order] = orderStateEntries(
      { orderState: { technicalName: 'custom_hold', name: 'Angehalten' }, paymentState: undefined },
      t,
    );
    expect(order).toEqual({ label: 'Bestellstatus', value: 'Angehalten', tone: 'neutral' });
  });

  it('leaves out the payment state of an order without a transaction', () => {
    expect(
      orderStateEntries({ orderState: { technicalName: 'open', name: 'Open' }, paymentState: undefined }, t),
    ).toHaveLength(1);
  });

  it('does not take a property of every object (toString) for a known state', () => {
    const [order] = orderStateEntries(
      { orderState: { technicalName: 'toString', name: 'toString' }, paymentState: undefined },
      t,
    );
    expect(order?.value).toBe('toString');
  });

  it('renders both as labelled badges in the page language', async () => {
    const { screen } = await renderInShop(
      <OrderStatus
        orderState={{ technicalName: 'completed', name: 'Done' }}
        paymentState={{ technicalName: 'refunded', name: 'Refunded' }}
      />,
      { locale: 'fr-ch' },
    );
    const fr = (key: MessageKey) => textIn('fr-ch', key);
    expect(screen.textContent).toContain(fr('account.order.state.completed'));
    expect(screen.textContent).toContain(fr('account.order.paymentState.refunded'));
    expect(screen.textContent).toContain(fr('account.order.status'));
  });
});
