import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '../events';
import { PROMOTION_PUSH, type PushOptions } from '../timing';
import { personalisationEvent } from './personalisationEvent';
import { createPromotionViewTracker } from './promotionViews';

describe('spec 4 promotion views pushed as events', () => {
  it('pushes view_promotion with spec 9 promotion timing (30 and the flag) for each reported teaser only', () => {
    const pushed: [TrackingEvent, PushOptions | undefined][] = [];
    const promotions = createPromotionViewTracker({
      push: (event, options) => pushed.push([event, options]),
    });
    promotions.seen({ type: 'heroTeaser', entryId: 'hero', internalDescription: 'Spring', position: 0 });
    promotions.seen({ type: 'heroTeaser', entryId: 'hero', internalDescription: 'Spring', position: 0 });
    promotions.seen({ type: 'productSlider', entryId: 'slider', internalDescription: undefined });
    expect(pushed).toEqual([
      [
        {
          event: 'view_promotion',
          ecommerce: {
            promotion_id: 'hero',
            promotion_name: 'Spring',
            creative_name: 'heroTeaser',
            creative_slot: '0',
            items: [],
          },
        },
        PROMOTION_PUSH,
      ],
    ]);
    expect(PROMOTION_PUSH).toEqual({ delayMs: 30, dedupe: true });
  });

  it('a new page counts afresh', () => {
    const pushed: TrackingEvent[] = [];
    const promotions = createPromotionViewTracker({ push: (event) => pushed.push(event) });
    promotions.seen({ type: 'categoryTeaser', entryId: 'c', internalDescription: undefined });
    promotions.reset();
    promotions.seen({ type: 'categoryTeaser', entryId: 'c', internalDescription: undefined });
    expect(pushed).toHaveLength(2);
  });
});

describe('spec 7.2 personalisation oscEvent', () => {
  it('is pushed as an event carrying the payload as it came', () => {
    expect(personalisationEvent({ type: 'widget', widgetId: 7 })).toEqual({
      event: 'oscEvent',
      oscEvent: { type: 'widget', widgetId: 7 },
    });
  });

  it('a response without one sends nothing', () => {
    expect(personalisationEvent(undefined)).toBeUndefined();
    expect(personalisationEvent(null)).toBeUndefined();
  });
});
