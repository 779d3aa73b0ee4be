import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type ServerFragments, ServerFragmentsProvider, useServerFragments } from './serverFragments';

/** A fragment cache that records what it was asked to render (the server's is server/serverFragments.server.ts). */
function recordingFragments(): ServerFragments & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    html(_owner, variant, render) {
      asked.push(variant);
      return renderToString(render());
    },
  };
}

function CategoryBar({ variant }: { variant: string }) {
  const fragments = useServerFragments();
  const bar = () => <p>{variant}</p>;
  if (fragments === undefined) return bar();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the fragment under test.
  return <div dangerouslySetInnerHTML={{ __html: fragments.html(fragments, variant, bar) }} />;
}

describe('markup many requests share', () => {
  it('is not provided in the browser (nor in renders without a cache): the component renders as usual', () => {
    expect(renderToString(<CategoryBar variant="/de-de/" />)).toBe('<p>/de-de/</p>');
  });

  it('is asked of the server cache by owner and variant, which decide the markup it returns', () => {
    const fragments = recordingFragments();
    const html = renderToString(
      <ServerFragmentsProvider value={fragments}>
        <CategoryBar variant="/de-de/pflege/" />
      </ServerFragmentsProvider>,
    );
    expect(fragments.asked).toEqual(['/de-de/pflege/']);
    expect(html).toBe('<div><p>/de-de/pflege/</p></div>');
  });
});
