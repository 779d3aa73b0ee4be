/** Spec 4: these teasers are reported once each, when fully visible. */
export const ONCE_REPORTED_TYPES: ReadonlySet<string> = new Set([
  'heroTeaser',
  'categoryTeaser',
  'mediaTextTeaser',
  'moduleSlider',
]);
/** Spec 4: the large category teaser is reported up to twice. */
export const LARGE_CATEGORY_TEASER_MAX_REPORTS = 2;

export interface PromotionViewState {
  reportedIds: readonly string[];
  largeCategoryReports: number;
  lastLargeCategoryDescription: string | undefined;
}

export interface PromotionView {
  type: string;
  entryId: string;
  internalDescription: string | undefined;
}

export const initialPromotionViewState: PromotionViewState = {
  reportedIds: [],
  largeCategoryReports: 0,
  lastLargeCategoryDescription: undefined,
};

/**
 * Pure transition of spec 4's promotion view rule: returns whether to report this view and the next state.
 * Hero, category, media-text and module-slider teasers report once per entry; the large category teaser at most
 * twice, and only when its internal description differs from the one reported last.
 */
export function reducePromotionView(
  state: PromotionViewState,
  view: PromotionView,
): { report: boolean; state: PromotionViewState } {
  if (ONCE_REPORTED_TYPES.has(view.type)) {
    if (state.reportedIds.includes(view.entryId)) return { report: false, state };
    return { report: true, state: { ...state, reportedIds: [...state.reportedIds, view.entryId] } };
  }
  if (view.type === 'largeCategoryTeaser') {
    const allowed =
      state.largeCategoryReports < LARGE_CATEGORY_TEASER_MAX_REPORTS &&
      view.internalDescription !== state.lastLargeCategoryDescription;
    if (!allowed) return { report: false, state };
    return {
      report: true,
      state: {
        ...state,
        largeCategoryReports: state.largeCategoryReports + 1,
        lastLargeCategoryDescription: view.internalDescription,
      },
    };
  }
  return { report: false, state };
}
