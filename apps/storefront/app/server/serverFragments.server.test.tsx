import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerFragmentsProvider, useServerFragments } from '../components/serverFragments';
import { createServerFragments } from './serverFragments.server';

function Links({ hrefs, current }: { hrefs: readonly string[]; current: string }) {
  return (
    <ul>
      {hrefs.map((href) => (
        <li key={href}>
          <a href={href} aria-current={href === current ? 'page' : undefined}>
            {href} {'link'}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What the category bar does: its shared markup from the fragments when there are some, else rendered inline. */
function Bar({ hrefs, current }: { hrefs: readonly string[]; current: string }) {
  const fragments = useServerFragments();
  if (fragments) {
    const markup = {
      __html: fragments.html(hrefs, current, () => <Links hrefs={hrefs} current={current} />),
    };
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup React rendered for Links, as in the category bar.
    return <nav dangerouslySetInnerHTML={markup} />;
  }
  return (
    <nav>
      <Links hrefs={hrefs} current={current} />
    </nav>
  );
}

function streamed(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              resolve(Buffer.concat(chunks).toString('utf8'));
              callback();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

describe('server fragments', () => {
  const hrefs = ['/de-de/Hautpflege/', '/de-de/Make-up/'];

  it('renders a fragment once per owner and variant, as the same HTML renderToString writes', () => {
    const fragments = createServerFragments();
    let renders = 0;
    const render = () => {
      renders += 1;
      return <Links hrefs={hrefs} current="/de-de/Make-up/" />;
    };
    const first = fragments.html(hrefs, '/de-de/Make-up/', render);
    expect(fragments.html(hrefs, '/de-de/Make-up/', render)).toBe(first);
    expect(renders).toBe(1);
    expect(first).toBe(renderToString(<Links hrefs={hrefs} current="/de-de/Make-up/" />));
    expect(first).toContain('aria-current="page"');
  });

  it('keeps variants apart, and owners apart even when equal', () => {
    const fragments = createServerFragments();
    const withCurrent = fragments.html(hrefs, '/de-de/Make-up/', () => (
      <Links hrefs={hrefs} current="/de-de/Make-up/" />
    ));
    const without = fragments.html(hrefs, '', () => <Links hrefs={hrefs} current="" />);
    expect(without).not.toBe(withCurrent);
    expect(without).not.toContain('aria-current');
    const other = fragments.html([...hrefs], '', () => <Links hrefs={['/fr-fr/']} current="" />);
    expect(other).toContain('/fr-fr/');
  });

  it('renders a variant again once more than maxVariants newer ones were used', () => {
    const fragments = createServerFragments(2);
    let renders = 0;
    const html = (variant: string) =>
      fragments.html(hrefs, variant, () => {
        renders += 1;
        return <Links hrefs={hrefs} current={variant} />;
      });
    html('a');
    html('b');
    html('a'); // used again: 'b' is now the oldest
    html('c'); // evicts 'b'
    expect(renders).toBe(3);
    html('a');
    expect(renders).toBe(3);
    html('b');
    expect(renders).toBe(4);
  });

  it("inside a page's streaming render, writes the same document as rendering the fragment inline", async () => {
    const page = (current: string) => (
      <main>
        <h1>Page {current}</h1>
        <Bar hrefs={hrefs} current={current} />
        <p>after</p>
      </main>
    );
    const fragments = createServerFragments();
    const inline = await streamed(page('/de-de/Hautpflege/'));
    for (let round = 0; round < 2; round += 1) {
      expect(
        await streamed(
          <ServerFragmentsProvider value={fragments}>{page('/de-de/Hautpflege/')}</ServerFragmentsProvider>,
        ),
      ).toBe(inline);
    }
  });
});
