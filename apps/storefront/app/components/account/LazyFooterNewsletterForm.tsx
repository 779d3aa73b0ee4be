import { lazyIsland } from '../lazyIsland';

/**
 * The footer's sign-up form, hydrated from a chunk of its own: the form frame, its checks on leaving a field and
 * their texts were in every framed page's first load for a form at the page's end. The server renders it in full,
 * a plain POST that works before hydration and without JavaScript.
 */
export const LazyFooterNewsletterForm = lazyIsland(() =>
  import('./FooterNewsletterForm').then((module) => module.FooterNewsletterForm),
);
