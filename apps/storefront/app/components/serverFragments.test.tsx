import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createServerFragments } from '../server/serverFragments.server';
import { ServerFragmentsProvider, useServerFragments } from './serverFragments';

function Shared({ owner, variant }: { owner: object; variant: string }) {
  const fragments = useServerFragments();
  if (fragments === undefined) return <p>rendered</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the fragment under test.
  return <div dangerouslySetInnerHTML={{ __html: fragments.html(owner, variant, () => <p>{variant}</p>) }} />;
}

describe('markup many requests share', () => {
  it('is absent where no server provides the cache (the browser): the component renders as usual', () => {
    expect(renderToString(<Shared owner={{}} variant="a" />)).toBe('<p>rendered</p>');
  });

  it("is rendered once per owner and variant and reused for the server's later renders", () => {
    const fragments = createServerFragments();
    const owner = {};
    let renders = 0;
    const counted = () => {
      renders += 1;
      return <p>bar</p>;
    };
    function Counted() {
      const shared = useServerFragments();
      return <>{shared?.html(owner, '/de-de/', counted)}</>;
    }
    const page = (
      <ServerFragmentsProvider value={fragments}>
        <Counted />
        <Shared owner={owner} variant="/de-de/x/" />
      </ServerFragmentsProvider>
    );
    expect(renderToString(page)).toBe(renderToString(page));
    expect(renders).toBe(1);
    expect(renderToString(page)).toContain('<p>/de-de/x/</p>');
  });
});
