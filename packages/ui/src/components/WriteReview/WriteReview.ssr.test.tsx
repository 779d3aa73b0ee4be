import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ENGLISH_LABELS } from './englishLabels';
import { WriteReview } from './WriteReview';

const productId = '0190a1b2c3d4e5f60718293a4b5c6d7e';

// Spec 2.4 write-review modal; works without JavaScript, so the server's HTML is the whole form.
describe('the write-review panel', () => {
  it('offers a plain form posting points, title and text under the review route’s field names', () => {
    const html = renderToString(
      <WriteReview labels={ENGLISH_LABELS} productId={productId} state={{ kind: 'form' }} />,
    );
    expect(html).toContain('method="post"');
    expect(html).toContain('name="intent" value="review"');
    expect(html).toContain(`name="productId" value="${productId}"`);
    for (const name of ['points', 'title']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('name="content"');
    expect(html.match(/type="radio"/g)).toHaveLength(5);
  });

  it('logged-in customers only: others see a login prompt and no form', () => {
    const html = renderToString(
      <WriteReview
        labels={ENGLISH_LABELS}
        productId={productId}
        state={{ kind: 'login', loginHref: '/login?redirectTo=%2Fp' }}
      />,
    );
    expect(html).not.toContain('<form');
    expect(html).toContain('href="/login?redirectTo=%2Fp"');
  });

  it('shows each refusal beside its field and keeps what was typed', () => {
    const html = renderToString(
      <WriteReview
        labels={ENGLISH_LABELS}
        productId={productId}
        state={{
          kind: 'form',
          values: { points: '3', title: 'Gut' },
          errors: { title: 'Der Titel braucht mindestens 5 Zeichen.' },
        }}
      />,
    );
    expect(html).toContain('Der Titel braucht mindestens 5 Zeichen.');
    expect(html).toContain('value="Gut"');
    expect(html).toMatch(/value="3"[^>]*checked|checked[^>]*value="3"/);
  });

  it('says thank you after a saved review, and that one review per product is enough', () => {
    expect(
      renderToString(
        <WriteReview labels={ENGLISH_LABELS} productId={productId} state={{ kind: 'thanks' }} />,
      ),
    ).toContain('Thank you for your review!');
    const already = renderToString(
      <WriteReview labels={ENGLISH_LABELS} productId={productId} state={{ kind: 'alreadyReviewed' }} />,
    );
    expect(already).toContain('already reviewed');
    expect(already).not.toContain('<form');
  });
});
