import type { PersonalisationEvent } from '@beautyshop/tracking';
import type { ProductSliderItem } from '../product/ProductSlider';

/** The cart page's recommendations as its loader streams them (and its JSON route answers them, read in the browser). */
export interface CartRecommendationsView {
  /** The cart's products they are for (productIdsKey): a cart changed since asks again. */
  forIds: string;
  products: ProductSliderItem[];
  /** The personalisation service's events about them, for the data layer (held there until consent). */
  events: PersonalisationEvent[];
  /**
   * The document's deadline passed before the answer: the page went out with an empty slider, and the browser
   * asks the shop's route once it runs (a slow service costs the shopper the slider only without JavaScript).
   */
  late?: true;
}
