import { describe, expect, it } from 'vitest';
import { catalogueDataFor, catalogueFor } from '../i18n/messages.server';
import { routeIdFor } from '../locale/routeId';
import { privatePageMeta } from './privatePageMeta';

const matches = (locale: 'de-de' | 'fr-ch') => [
  { id: routeIdFor('locale', locale), loaderData: catalogueDataFor(locale) },
  { id: routeIdFor('frontend.checkout.page', locale), loaderData: undefined },
];

describe("spec 2.3: the shopper's own pages skip SEO", () => {
  it("are titled in the page's language with the shop's name, and never indexed", () => {
    const [title, robots] = privatePageMeta(matches('fr-ch'), (t) => t('checkout.title'));
    const fr = catalogueFor('fr').messages;
    expect(title).toEqual({ title: `${fr['checkout.title']} | ${fr['meta.siteName']}` });
    expect(robots).toEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it("can leave the shop's name out of the title", () => {
    const [title] = privatePageMeta(matches('de-de'), (t) => t('cart.title'), { withSiteName: false });
    expect(title).toEqual({ title: catalogueFor('de').messages['cart.title'] });
  });
});
