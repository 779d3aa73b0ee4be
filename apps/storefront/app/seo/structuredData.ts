import type { JsonValue } from '@beautyshop/store-api-client';

/** One schema.org block of a page (an object of the Store API's structured data). */
export type StructuredDataItem = { [key: string]: JsonValue };

const isObject = (value: JsonValue | undefined): value is StructuredDataItem =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The blocks of a structured-data answer. The routes' shape is not stated (spec 7.1): the Store API answers
 * `{ structuredData: [...] }`; a bare array or a single object is taken as well, anything else is none.
 */
export function structuredDataItems(answer: JsonValue | undefined): StructuredDataItem[] {
  const list = isObject(answer) && 'structuredData' in answer ? answer.structuredData : answer;
  if (Array.isArray(list)) return list.filter(isObject);
  return isObject(list) && '@type' in list ? [list] : [];
}

/**
 * The Store API knows its own origin, not the shop's public URLs: each block keeps the Store API's facts (audience
 * DE, language German, offers) and takes the page's URL from the shop. A product points at its canonical URL; the
 * last crumb of a breadcrumb is the page itself.
 */
export function onShopPage(items: readonly StructuredDataItem[], canonical: string): StructuredDataItem[] {
  return items.map((item) => {
    if (item['@type'] === 'Product') {
      const shopItem: StructuredDataItem = { ...item, url: canonical };
      if (isObject(item.offers)) shopItem.offers = { ...item.offers, url: canonical };
      return shopItem;
    }
    if (item['@type'] === 'BreadcrumbList' && Array.isArray(item.itemListElement)) {
      const crumbs = item.itemListElement;
      return {
        ...item,
        itemListElement: crumbs.map((crumb, index) =>
          index === crumbs.length - 1 && isObject(crumb) ? { ...crumb, item: canonical } : crumb,
        ),
      };
    }
    return item;
  });
}

/**
 * The home page's Organization and WebSite: the Store API's, with the shop's home, logo and search page (it
 * cannot know them); the shop's own blocks where the Store API gave none (it failed or was late).
 */
export function siteStructuredData(
  items: readonly StructuredDataItem[],
  own: { organization: StructuredDataItem; webSite: StructuredDataItem },
): StructuredDataItem[] {
  const organization = items.find((item) => item['@type'] === 'Organization');
  const webSite = items.find((item) => item['@type'] === 'WebSite');
  return [
    organization
      ? { ...organization, url: own.organization.url ?? null, logo: own.organization.logo ?? null }
      : own.organization,
    webSite
      ? { ...webSite, url: own.webSite.url ?? null, potentialAction: own.webSite.potentialAction ?? null }
      : own.webSite,
    ...items.filter((item) => item !== organization && item !== webSite),
  ];
}

/** The structured data a page's loader returned (the deepest match that has some). */
export function structuredDataOf(matches: readonly { data: unknown }[]): StructuredDataItem[] {
  for (const match of [...matches].reverse()) {
    const data = match.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'structuredData' in data &&
      Array.isArray(data.structuredData)
    )
      return data.structuredData as StructuredDataItem[];
  }
  return [];
}
