import { describe, expect, it } from 'vitest';
import type { PromotionView } from './promotionViews';
import { initialPromotionViewState, reducePromotionView } from './promotionViews';

const run = (views: PromotionView[]) => {
  let state = initialPromotionViewState;
  return views.map((view) => {
    const next = reducePromotionView(state, view);
    state = next.state;
    return next.report;
  });
};
const view = (type: string, entryId: string, internalDescription?: string): PromotionView => ({
  type,
  entryId,
  internalDescription,
});

describe('promotion view tracking (spec 4)', () => {
  it.each(['heroTeaser', 'categoryTeaser', 'mediaTextTeaser', 'moduleSlider'])(
    'reports a %s once',
    (type) => {
      expect(run([view(type, 'a'), view(type, 'a'), view(type, 'b')])).toEqual([true, false, true]);
    },
  );

  it('reports largeCategoryTeaser up to twice, only when the internal description differs from the last', () => {
    expect(
      run([
        view('largeCategoryTeaser', '1', 'sun'),
        view('largeCategoryTeaser', '1', 'sun'),
        view('largeCategoryTeaser', '2', 'gifts'),
        view('largeCategoryTeaser', '3', 'hair'),
      ]),
    ).toEqual([true, false, true, false]);
  });

  it('does not report other block types', () => {
    expect(run([view('productSlider', 'p'), view('beautyQuiz', 'q')])).toEqual([false, false]);
  });
});
