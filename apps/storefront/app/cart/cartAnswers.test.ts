import type { CartResult, CartTransport } from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';
import { describe, expect, it, vi } from 'vitest';
import { withCartAnswers } from './cartAnswers';

const cartWith = (token: string): Cart => ({
  token,
  price: { netPrice: 0, totalPrice: 0, positionPrice: 0, rawTotal: 0, taxStatus: 'gross' },
  apiAlias: 'cart',
});

function scripted(answers: Cart[]): CartTransport {
  const next = (): Promise<CartResult> => {
    const cart = answers.shift();
    return cart ? Promise.resolve({ cart, errors: [] }) : Promise.reject(new Error('offline'));
  };
  return { read: next, write: next };
}

describe('cart answers tell what each answered change did', () => {
  it('each write is told with the cart before it: the page cart first, then the last answer', async () => {
    const page = cartWith('page');
    const one = cartWith('one');
    const two = cartWith('two');
    const answers = withCartAnswers(scripted([one, two]), page);
    const listener = vi.fn();
    answers.subscribe(listener);
    await answers.transport.write({ type: 'remove', lineId: 'x' });
    await answers.transport.write({ type: 'remove', lineId: 'y' });
    expect(listener.mock.calls).toEqual([
      [page, one],
      [one, two],
    ]);
  });

  it('a read moves the cart before the next write, without telling anyone', async () => {
    const read = cartWith('read');
    const written = cartWith('written');
    const answers = withCartAnswers(scripted([read, written]), undefined);
    const listener = vi.fn();
    answers.subscribe(listener);
    await answers.transport.read();
    expect(listener).not.toHaveBeenCalled();
    await answers.transport.write({ type: 'remove', lineId: 'x' });
    expect(listener).toHaveBeenCalledWith(read, written);
  });

  it('a failed write tells nothing; a failing listener does not fail the change', async () => {
    const answers = withCartAnswers(scripted([cartWith('ok')]), undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers.subscribe(() => {
      throw new Error('tracking broke');
    });
    await expect(answers.transport.write({ type: 'remove', lineId: 'x' })).resolves.toMatchObject({
      errors: [],
    });
    await expect(answers.transport.write({ type: 'remove', lineId: 'x' })).rejects.toThrow('offline');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
