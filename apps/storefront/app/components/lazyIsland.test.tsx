import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/renderInShop';
import { lazyIsland } from './lazyIsland';

function Greeting({ name }: { name: string }) {
  return <h2>Hallo {name}</h2>;
}

describe('a part of a page hydrated from a chunk of its own', () => {
  it('is rendered in full on the server once its chunk has loaded, with the props it was given', async () => {
    let loads = 0;
    const LazyGreeting = lazyIsland(async () => {
      loads += 1;
      return Greeting;
    });
    const { screen } = await renderInShop(
      <>
        <LazyGreeting name="Anna" />
        <LazyGreeting name="Ben" />
      </>,
    );
    expect(within(screen).getByRole('heading', { name: 'Hallo Anna' })).toBeTruthy();
    expect(within(screen).getByRole('heading', { name: 'Hallo Ben' })).toBeTruthy();
    // Its chunk is asked for once, however often the part is rendered.
    expect(loads).toBe(1);
  });
});
