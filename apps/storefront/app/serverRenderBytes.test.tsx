import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The workspace patches react-dom's Node renderer (patches/react-dom@19.3.1.patch) to write short strings straight
// into its 4 KB views. The document must come out byte for byte as React writes it otherwise: renderToString
// builds the same markup as one string, without the views (compared as UTF-8 bytes).
const bytesOf = (markup: string) => Buffer.from(markup, 'utf8').toString('latin1');
/** The streamed document's bytes, each as one latin1 character: a mismatch shows where the bytes differ. */
function streamed(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('latin1'));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(node, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

const TEXTS = [
  'Feuchtigkeitscreme für trockene Haut',
  'Crème hydratante – 50 ml, ½ prix',
  '日本の化粧水 🌸💄',
  'Lone \uD800 surrogate',
  'a'.repeat(1400),
  'ü'.repeat(1500),
  '€'.repeat(1365),
  '🌸'.repeat(700),
];

function page(count: number): ReactNode {
  const cards = Array.from({ length: count }, (_, index) => ({
    id: `card-${index}`,
    text: TEXTS[index % TEXTS.length] ?? '',
    price: `${(index * 3.17).toFixed(2)} €`,
  }));
  return (
    <main>
      {cards.map((card) => (
        <article key={card.id} data-card={card.id} title={card.text.slice(0, 80)}>
          <h3>{card.text}</h3>
          <p className="price">{card.price}</p>
        </article>
      ))}
    </main>
  );
}

describe('the server renderer writes a document byte for byte as React builds it', () => {
  it.each([1, 7, 40, 400])('a page of %i cards, across many 4 KB views', async (count) => {
    const node = page(count);
    expect(await streamed(node)).toBe(bytesOf(renderToString(node)));
  });

  it('texts that end exactly at, or straddle, the end of a view', async () => {
    for (let pad = 4000; pad < 4100; pad += 7) {
      const node = (
        <div>
          <span>{'x'.repeat(pad % 1300)}</span>
          <span>{'ß'.repeat((pad % 600) + 1)}</span>
          <span>{'🌸'.repeat((pad % 300) + 1)}</span>
        </div>
      );
      expect(await streamed(node)).toBe(bytesOf(renderToString(node)));
    }
  });
});
