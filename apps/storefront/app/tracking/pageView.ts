import type { ItemList, PageType, TrackedProduct } from '@beautyshop/tracking';

/** A product of a list as the page shows it: its tracked fields and the link a click follows (select_item). */
export interface ListedProduct extends TrackedProduct {
  href: string;
}

/** What one page view reports beyond the page meta record's shop-wide fields. */
export interface PageView {
  type: PageType;
  /** Crumb names from the root down, the page itself last (spec 3 breadcrumb rules apply later). */
  breadcrumb: string[];
  /** The product list shown (category or search results): view_item_list and select_item. */
  list: (ItemList & { products: ListedProduct[] }) | undefined;
  /** The product of a product page: view_item. */
  product: TrackedProduct | undefined;
  /**
   * Spec 7.2: the personalisation responses' `oscEvent`s the page's loader passed on (loader data field
   * `oscEvents`), each sent as an event.
   */
  oscEvents: unknown[];
}

type Data = Record<string, unknown>;

function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const amount = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** A product tile of the loader data (catalogue/productTile.ts), read defensively: loader data arrives untyped. */
function listedProduct(value: unknown): ListedProduct | undefined {
  if (!isData(value)) return undefined;
  const id = text(value.id);
  const name = text(value.name);
  const href = text(value.href);
  if (id === undefined || name === undefined || href === undefined) return undefined;
  return {
    id,
    href,
    name,
    productNumber: text(value.productNumber),
    manufacturer: text(value.manufacturer),
    unitPrice: amount(value.unitPrice),
    listPrice: amount(value.listPrice),
  };
}

function listedProducts(value: unknown): ListedProduct[] {
  return Array.isArray(value) ? value.flatMap((entry) => listedProduct(entry) ?? []) : [];
}

/** The `oscEvents` a loader passes on (personalisation responses of the page, spec 7.2). */
function oscEventsOf(data: Data): unknown[] {
  return Array.isArray(data.oscEvents) ? data.oscEvents : [];
}

function categoryView(data: Data): PageView {
  const category = isData(data.category) ? data.category : {};
  const listing = isData(data.listing) ? data.listing : {};
  const breadcrumb = Array.isArray(category.breadcrumb)
    ? category.breadcrumb.flatMap((n) => text(n) ?? [])
    : [];
  const id = text(category.id) ?? '';
  return {
    type: 'category',
    breadcrumb,
    list: {
      id: `category-${id}`,
      name: text(category.name) ?? id,
      products: listedProducts(listing.products),
    },
    product: undefined,
    oscEvents: oscEventsOf(data),
  };
}

function productView(data: Data): PageView {
  const product = listedProduct(data.product);
  // The catalogue's view names the product's SEO category from the root down and the product last; the spec 3
  // rule drops that last crumb on product pages.
  const crumbs = Array.isArray(data.breadcrumb) ? data.breadcrumb.flatMap((n) => text(n) ?? []) : [];
  return {
    type: 'product',
    breadcrumb: crumbs.length > 0 ? crumbs : product ? [product.name] : [],
    list: undefined,
    product,
    oscEvents: oscEventsOf(data),
  };
}

const EMPTY: Omit<PageView, 'type'> = { breadcrumb: [], list: undefined, product: undefined, oscEvents: [] };

/**
 * The page view of the deepest matched route: its page type (spec 3) from the route name and, for the shared
 * /{all...} route, from the kind of page its loader found; then the crumbs and products the page shows.
 */
export function pageViewOf(routeName: string, loaderData: unknown): PageView {
  const data = isData(loaderData) ? loaderData : undefined;
  switch (routeName) {
    case 'frontend.home.page':
      return { type: 'home', ...EMPTY };
    case 'search':
      return {
        type: 'search',
        breadcrumb: [],
        list: { id: 'search', name: 'Search', products: listedProducts(data?.products) },
        product: undefined,
        oscEvents: [],
      };
    case 'error':
      return { type: 'error', ...EMPTY };
    case 'seo-index':
      return { type: 'other', ...EMPTY };
    case 'frontend.checkout.cart.page':
      return { type: 'cart', ...EMPTY };
    case 'frontend.checkout.page':
    case 'frontend.amazon-pay.checkout':
    case 'frontend.checkout.finish.page':
      return { type: 'checkout', ...EMPTY };
  }
  if (data === undefined) return { type: 'error', ...EMPTY };
  switch (data.kind) {
    case 'category':
      return categoryView(data);
    case 'product':
      return productView(data);
    case 'landingPage': {
      const landingPage = isData(data.landingPage) ? data.landingPage : {};
      return { type: 'landingPage', ...EMPTY, breadcrumb: [text(landingPage.name) ?? ''] };
    }
    case 'content': {
      const page = isData(data.page) ? data.page : {};
      return { type: 'content', ...EMPTY, breadcrumb: [text(page.title) ?? ''] };
    }
  }
  return { type: 'other', ...EMPTY };
}
