import type { Tracker } from '../createTracker';
import { TRACKING_EVENTS } from '../events';
import { PROMOTION_PUSH } from '../timing';

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

/** GA4 `view_promotion` for a reported teaser (spec 4). */
export interface PromotionViewEvent {
  event: typeof TRACKING_EVENTS.viewPromotion;
  ecommerce: {
    promotion_id: string;
    promotion_name: string;
    creative_name: string;
    creative_slot?: string;
    items: [];
  };
}

export function promotionViewEvent(view: PromotionView & { position?: number }): PromotionViewEvent {
  return {
    event: TRACKING_EVENTS.viewPromotion,
    ecommerce: {
      promotion_id: view.entryId,
      promotion_name: view.internalDescription ?? view.entryId,
      creative_name: view.type,
      ...(view.position === undefined ? {} : { creative_slot: String(view.position) }),
      items: [],
    },
  };
}

/**
 * The stateful edge of the rule: remembers what this page reported and pushes `view_promotion` with spec 9's
 * promotion timing (30 and the flag) for each view the rule lets through.
 */
export function createPromotionViewTracker(tracker: Pick<Tracker, 'push'>) {
  let state = initialPromotionViewState;
  return {
    /** Returns whether the view was reported. */
    seen(view: PromotionView & { position?: number }): boolean {
      const next = reducePromotionView(state, view);
      state = next.state;
      if (next.report) tracker.push(promotionViewEvent(view), PROMOTION_PUSH);
      return next.report;
    },
    /** A new page starts counting afresh. */
    reset(): void {
      state = initialPromotionViewState;
    },
  };
}
export type PromotionViewTracker = ReturnType<typeof createPromotionViewTracker>;
